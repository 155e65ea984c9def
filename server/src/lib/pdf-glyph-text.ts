/**
 * What each drawn glyph stands for in a PDF's text layer (its ToUnicode map), for the embedded fonts
 * pdf-text.ts prints with. pdfkit gives every glyph of a font one meaning, the characters of the first
 * time it is used, and fontkit keeps those on the glyph whatever a later use stands for. Shaped text
 * breaks that: Noto Sans Arabic draws ZAIN as the REH shape plus a dot, so once REH has been printed,
 * a copy-paste or search of ZAIN read REH (issue 30 item 15). Here each use gets its own characters:
 * a glyph that stands for something else this time is added to the font's subset once more (the same
 * outline under a second code), and a glyph that stands for no character of its own (the dot split
 * off a letter) reads as U+200B, an invisible mark that text extraction skips, instead of a stray code.
 * Both pdfkit and fontkit internals are used; test/lib/pdf-text.test.ts reads the PDFs back with PDF.js.
 */
import type * as fontkit from 'fontkit';

type Glyph = fontkit.Glyph;
/** The parts of pdfkit's EmbeddedFont (not in its types) that encode text into glyph codes. */
type EmbeddedFont = {
  font: fontkit.Font;
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
  [MAPPED]?: true;
};

const MAPPED = Symbol('pdf-glyph-text');
/** Zero width space: a format character, which PDF.js's text extraction leaves out. */
const NO_CHARACTER = [0x200b];

const sameCodes = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((code, i) => code === b[i]);

/** fontkit caches one Glyph per id with its first code points: hand out a view with this use's own. */
function codePointsPerUse(font: fontkit.Font) {
  const cached = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = cached(id, codePoints);
    if (!glyph || sameCodes(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph;
  };
}

/** Makes the current font of `doc` (an embedded one) write each glyph use with its own characters. */
export function mapGlyphsPerUse(doc: PDFKit.PDFDocument) {
  const font = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!font || font[MAPPED] || typeof font.subset?.includeGlyph !== 'function') return;
  font[MAPPED] = true;
  codePointsPerUse(font.font);
  const codes = new Map<string, number>();
  font.encode = function encode(this: EmbeddedFont, text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const encoded = glyphs.map((glyph) => {
      // The blank box (.notdef) keeps pdfkit's code 0, which says no glyph was there.
      if (glyph.id === 0) return '0000';
      const unicode = glyph.codePoints.length > 0 ? [...glyph.codePoints] : NO_CHARACTER;
      const key = `${glyph.id}:${unicode.join(',')}`;
      let code = codes.get(key);
      if (code === undefined) {
        code = this.subset.includeGlyph(glyph.id);
        const taken = this.unicode[code];
        if (taken && !sameCodes(taken, unicode)) {
          this.subset.glyphs.push(glyph.id);
          code = this.subset.glyphs.length - 1;
        }
        this.unicode[code] = unicode;
        this.widths[code] ??= glyph.advanceWidth * this.scale;
        codes.set(key, code);
      }
      return `0000${code.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}
