/**
 * Latin text laid out glyph by glyph (docs/DECISIONS.md, "Documents as PDF"). pdfkit shapes
 * every new word of an embedded font with fontkit (substitutions and positioning read from the
 * font's tables on each call), and a document's words are mostly new: amounts, serials, names,
 * addresses. For a thousand invoices that shaping was most of the drawing's CPU and its garbage.
 * Latin text needs no shaping to be read: each character is its glyph at its advance width
 * (no kerning, no ligatures), as pdfkit draws its standard fonts. Indian scripts keep fontkit's
 * shaping, which their conjuncts and vowel signs need.
 */

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** What pdfkit's embedded font (not in its types) has that this needs. */
interface EmbeddedFont {
  font: { glyphForCodePoint(code: number): Glyph };
  scale: number;
  layoutRun(
    text: string,
    features?: unknown,
  ): { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
}

/**
 * Makes the document's current font lay text out glyph by glyph. Each character's glyph and
 * position are made once per font: the positions are shared, as pdfkit's own cache of laid-out
 * words shares them (it reads them, never writes them).
 */
export function layOutPlainly(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  const known = new Map<number, { glyph: Glyph; position: Position }>();
  const shaped = font.layoutRun.bind(font);
  font.layoutRun = (text, features) => {
    if (features) return shaped(text, features);
    const glyphs: Glyph[] = [];
    const positions: Position[] = [];
    let advanceWidth = 0;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      let entry = known.get(code);
      if (!entry) {
        const glyph = font.font.glyphForCodePoint(code);
        const width = glyph.advanceWidth * font.scale;
        entry = {
          glyph,
          position: { xAdvance: width, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: width },
        };
        known.set(code, entry);
      }
      glyphs.push(entry.glyph);
      positions.push(entry.position);
      advanceWidth += entry.position.xAdvance;
    }
    return { glyphs, positions, advanceWidth };
  };
}
