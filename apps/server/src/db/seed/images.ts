/**
 * Demo pictures drawn as SVG data URLs, so the demo store shows images without shipping
 * files: a tile with the product's name for products.
 */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Splits a name into lines of at most `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

export function productImage(name: string, caption: string, colour: string): string {
  const lines = wrap(name, 16, 3);
  const top = 250 - (lines.length - 1) * 24;
  const text = lines
    .map((line, i) => `<text x="250" y="${top + i * 48}" font-size="40">${escapeXml(line)}</text>`)
    .join('');
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">` +
      `<rect width="500" height="500" fill="#fff"/><rect x="20" y="20" width="460" height="460" rx="36" fill="${colour}"/>` +
      `<g fill="#fff" font-family="sans-serif" font-weight="bold" text-anchor="middle">${text}</g>` +
      `<text x="250" y="430" fill="#fff" font-family="sans-serif" font-size="26" text-anchor="middle">${escapeXml(caption)}</text></svg>`,
  );
}
