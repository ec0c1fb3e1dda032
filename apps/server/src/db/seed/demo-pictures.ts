import { drawPng } from './picture-renderer';

/**
 * Demo pictures for categories, brands and banners, drawn as SVG and stored as small PNG data URLs:
 * category pictures, brand logos and banners take only .jpg, .jpeg and .png (spec 01 §5), so the demo
 * keeps the rule it shows. No files are shipped or written.
 */
const PALETTE = [
  '#2e7d32',
  '#1565c0',
  '#8d6e63',
  '#ef6c00',
  '#6a1b9a',
  '#00838f',
  '#ad1457',
  '#c62828',
  '#37474f',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'Fruits & Vegetables' → 'FV'; 'Milk' → 'Mi'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&,/-]+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  const word = words[0] ?? name;
  return `${word.slice(0, 1).toUpperCase()}${word.slice(1, 2).toLowerCase()}`;
}

/** A stable colour for a name, so each brand keeps its colour from start to start. */
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** Splits text into lines of at most `width` characters. */
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

async function png(svg: string): Promise<string> {
  const buffer = await drawPng(svg);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

/** A 128 px tile in the category's colour with its initials; children are a lighter shade. */
export function categoryIcon(name: string, colour: string, child: boolean): Promise<string> {
  const tint = child ? `<rect width="128" height="128" rx="28" fill="#fff" fill-opacity="0.28"/>` : '';
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
      `<rect width="128" height="128" rx="28" fill="${colour}"/>${tint}` +
      `<circle cx="104" cy="22" r="34" fill="#fff" fill-opacity="0.16"/>` +
      `<text x="64" y="80" font-family="sans-serif" font-size="46" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(name))}</text></svg>`,
  );
}

/** A 1125 x 300 banner with the category's name and its line. */
export function categoryBanner(name: string, description: string, colour: string): Promise<string> {
  const lines = wrap(description, 60, 2)
    .map((line, i) => `<text x="70" y="${200 + i * 42}" font-size="32">${escapeXml(line)}</text>`)
    .join('');
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1125" height="300" viewBox="0 0 1125 300">` +
      `<rect width="1125" height="300" fill="${colour}"/>` +
      `<circle cx="1010" cy="60" r="190" fill="#fff" fill-opacity="0.14"/><circle cx="880" cy="300" r="120" fill="#fff" fill-opacity="0.1"/>` +
      `<g font-family="sans-serif" fill="#fff"><text x="70" y="130" font-size="68" font-weight="bold">${escapeXml(name)}</text>${lines}</g></svg>`,
  );
}

/** A 160 px brand logo: the name on white inside a ring of the brand's colour. */
export function brandLogo(name: string): Promise<string> {
  const colour = colourOf(name);
  const lines = wrap(name, 10, 2);
  const size = lines.some((line) => line.length > 7) ? 22 : 28;
  const top = 86 - ((lines.length - 1) * (size + 4)) / 2;
  const text = lines
    .map(
      (line, i) => `<text x="80" y="${top + i * (size + 4)}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" fill="#fff"/><circle cx="80" cy="80" r="72" fill="${colour}" fill-opacity="0.08" stroke="${colour}" stroke-width="6"/>` +
      `<g font-family="sans-serif" font-weight="bold" fill="${colour}" text-anchor="middle">${text}</g></svg>`,
  );
}

/**
 * A 1125 x 500 banner (the one size banners take, spec 02 §9), as a PNG like an upload would
 * be, so a demo banner can be saved again unchanged.
 */
export function bannerPicture(title: string, subtitle: string, colour: string): Promise<string> {
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1125" height="500" viewBox="0 0 1125 500">` +
      `<rect width="1125" height="500" fill="${colour}"/><circle cx="980" cy="120" r="220" fill="#fff" fill-opacity="0.15"/>` +
      `<g font-family="sans-serif" fill="#fff"><text x="80" y="230" font-size="84" font-weight="bold">${escapeXml(title)}</text>` +
      `<text x="80" y="320" font-size="44">${escapeXml(subtitle)}</text></g></svg>`,
  );
}

/** Runs the drawings a few at a time (the renderer's sharp works on libuv's thread pool). */
export async function drawAll<T>(items: readonly T[], draw: (item: T) => Promise<string>): Promise<string[]> {
  const pictures: string[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      pictures[index] = await draw(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return pictures;
}
