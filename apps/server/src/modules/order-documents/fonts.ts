import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The documents' fonts (docs/DECISIONS.md): Noto Sans for Latin text and ₹, and the Noto Sans
 * family of each Indian script, regular and bold, as full TTFs from the @expo-google-fonts
 * packages (OFL). Read from disk once per process; pdfkit embeds only the glyphs a document
 * uses (a subset), so a document carries a few kilobytes per font it really draws with.
 */

export type Script =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam';

/** Each script's Unicode block (the Indic blocks are 128 code points each, from U+0900). */
const INDIC: readonly Script[] = [
  'devanagari',
  'bengali',
  'gurmukhi',
  'gujarati',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
];

const FILES: Record<Script, { pkg: string; file: string }> = {
  latin: { pkg: 'noto-sans', file: 'NotoSans' },
  devanagari: { pkg: 'noto-sans-devanagari', file: 'NotoSansDevanagari' },
  bengali: { pkg: 'noto-sans-bengali', file: 'NotoSansBengali' },
  gurmukhi: { pkg: 'noto-sans-gurmukhi', file: 'NotoSansGurmukhi' },
  gujarati: { pkg: 'noto-sans-gujarati', file: 'NotoSansGujarati' },
  oriya: { pkg: 'noto-sans-oriya', file: 'NotoSansOriya' },
  tamil: { pkg: 'noto-sans-tamil', file: 'NotoSansTamil' },
  telugu: { pkg: 'noto-sans-telugu', file: 'NotoSansTelugu' },
  kannada: { pkg: 'noto-sans-kannada', file: 'NotoSansKannada' },
  malayalam: { pkg: 'noto-sans-malayalam', file: 'NotoSansMalayalam' },
};

const require = createRequire(import.meta.url);
const loaded = new Map<string, Buffer>();

/** The font file's bytes (read once per process). */
export function fontBytes(script: Script, bold: boolean): Buffer {
  const key = `${script}-${bold ? 'bold' : 'regular'}`;
  let bytes = loaded.get(key);
  if (!bytes) {
    const { pkg, file } = FILES[script];
    const weight = bold ? '700Bold' : '400Regular';
    bytes = readFileSync(require.resolve(`@expo-google-fonts/${pkg}/${weight}/${file}_${weight}.ttf`));
    loaded.set(key, bytes);
  }
  return bytes;
}

/** The name a document knows a font by. */
export const fontName = (script: Script, bold: boolean) => `${script}${bold ? '-bold' : ''}`;

export const SCRIPTS: readonly Script[] = ['latin', ...INDIC];

/** Which Indic script a code point belongs to, or null. */
function indicScript(code: number): Script | null {
  if (code >= 0x0900 && code < 0x0d80) return INDIC[(code - 0x0900) >> 7] ?? null;
  if ((code >= 0x1cd0 && code <= 0x1cff) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'devanagari';
  return null;
}

/** Letters and signs Noto Sans draws: Latin, Greek, Cyrillic, punctuation, currency (₹). */
function latinCovers(code: number): boolean {
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0x052f) ||
    (code >= 0x1e00 && code <= 0x1fff) ||
    (code >= 0x2000 && code <= 0x206f) ||
    (code >= 0x20a0 && code <= 0x20c0) ||
    code === 0x2116 ||
    code === 0x2122
  );
}

/** Characters any script's font carries (spaces, digits, punctuation, joiners, dandas). */
function isShared(code: number): boolean {
  return (
    (code >= 0x20 && code <= 0x40) ||
    (code >= 0x5b && code <= 0x60) ||
    (code >= 0x7b && code <= 0x7e) ||
    code === 0xa0 ||
    code === 0x200c ||
    code === 0x200d ||
    code === 0x0964 ||
    code === 0x0965 ||
    code === 0x20b9
  );
}

export interface Run {
  script: Script;
  text: string;
}

// Plain text (ASCII, Latin-1, ₹, dashes and quotes) is one Latin run: the common case, kept cheap.
const PLAIN = /^[\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20b9]*$/;

/**
 * The text split into runs of one script each. Spaces, digits and punctuation stay in the run
 * they are in (every Indic Noto family draws them), so "आटा 5 kg" is a Devanagari run then a
 * Latin one. A character no font here draws (CJK, emoji…) prints as '?'.
 */
export function scriptRuns(text: string): Run[] {
  if (PLAIN.test(text)) return text ? [{ script: 'latin', text }] : [];
  const runs: Run[] = [];
  let current: Run | null = null;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let script: Script;
    if (isShared(code) && current) script = current.script;
    else if (code === 0x0964 || code === 0x0965) script = 'devanagari';
    else {
      const indic = indicScript(code);
      script = indic ?? 'latin';
    }
    const drawn: string = script !== 'latin' || latinCovers(code) || code === 0x0a ? char : '?';
    if (current && current.script === script) current.text += drawn;
    else {
      current = { script, text: drawn };
      runs.push(current);
    }
  }
  return runs;
}
