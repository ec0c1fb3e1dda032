/** "Chrome on Windows" from a User-Agent header: enough to recognise one's own devices. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ??
    // Not a browser (a script, curl): its own name, the first product token.
    (userAgent.split('/')[0]?.trim() || 'Unknown device');
  const system = [
    ['Android', 'Android'],
    ['iPhone', 'iOS'],
    ['iPad', 'iPadOS'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['Linux', 'Linux'],
  ].find(([token]) => userAgent.includes(token!))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
