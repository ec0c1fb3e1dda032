/** Tags as the admin typed them: comma-separated, trimmed, empty pieces dropped. */
export function splitTags(text: string | readonly string[] | null | undefined): string[] {
  if (!text) return [];
  const pieces = typeof text === 'string' ? text.split(',') : text.flatMap((t) => t.split(','));
  return pieces.map((tag) => tag.trim()).filter((tag) => tag.length > 0);
}

/** The first tag that repeats an earlier one (ignoring case), as the admin typed it. */
export function duplicateTag(tags: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (seen.has(key)) return tag;
    seen.add(key);
  }
  return undefined;
}

/** The spec's warning for a repeated tag. */
export const duplicateTagMessage = (tag: string) => `${tag} already exist!`;

/** Tags as stored: one comma-separated text, or null for none. */
export function joinTags(tags: readonly string[]): string | null {
  return tags.length > 0 ? tags.join(',') : null;
}
