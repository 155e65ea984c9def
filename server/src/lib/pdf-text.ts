/**
 * Text in the server's PDFs (invoices, lesson feedback), in any of the scripts a centre's names come in.
 * Each run of characters is printed in the first font that has them: the built-in Helvetica for what it
 * can print (Windows-1252: English and Western European text, typographic quotes, dashes, euro; nothing
 * embedded), else Noto Sans (Latin Extended, Greek, Cyrillic, Vietnamese), Noto Sans Arabic, Noto Sans
 * Hebrew, Noto Sans SC (Chinese, Japanese kana); the PDF embeds only the glyphs it uses. So an English
 * line beside a Chinese one stays in Helvetica, and "Zoë’s “café”" keeps Helvetica's narrow quotes.
 * Every run sits on Helvetica's baseline whatever its font's ascent (pdfkit otherwise places a run by
 * its own font's ascent, and a Noto run drops below its neighbours).
 *
 * Right-to-left: a word in Arabic or Hebrew is shaped by fontkit (Arabic letters join, glyphs in visual
 * order), and the words of a right-to-left phrase are put in right-to-left order. The paragraph itself
 * stays left-to-right (the documents are in English): digits inside Arabic or Hebrew text break the
 * phrase, and a right-to-left phrase that wraps onto a second line keeps its words' order per phrase,
 * not per line (docs/decisions.md "PDF fonts"). Korean, Thai and Indic scripts are in none of the fonts
 * and print as blank boxes. Emoji print in Noto Emoji's outlines. What each glyph stands for in the text
 * layer is set per use (pdf-glyph-text.ts), so copying or searching a shaped word reads what was written.
 *
 * Line breaks: each line of the text is written on its own, its runs chained with `continued`, so a
 * break that falls where the font changes ("…planned.⏎下周…") is kept (issue 31 item 7).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { mapGlyphsPerUse } from './pdf-glyph-text';

const require = createRequire(import.meta.url);

export type PdfWeight = 'regular' | 'bold' | 'oblique';

/**
 * wholeWords: a word holding a character of this font is printed wholly in it when the font has all its
 * characters ("Nguyễn", "Łukasz,", "гаммы."), so that pdfkit, which may break a line between two runs,
 * never breaks inside the word, and the word has one design. Not for the Chinese font (its punctuation
 * is full-width, and Chinese may break between any two characters) nor the right-to-left ones.
 * emojiSpaces: the font's space is as wide as an emoji, so a space after its run stays in Helvetica.
 */
type Fallback = {
  name: string;
  rtl: boolean;
  wholeWords?: boolean;
  emojiSpaces?: boolean;
  files: Record<'regular' | 'bold', string>;
};

/** In order of preference; the files come from the Google Fonts packages (OFL-1.1). */
const FALLBACKS: Fallback[] = [
  {
    name: 'NotoSans',
    rtl: false,
    wholeWords: true,
    files: {
      regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    },
  },
  {
    name: 'NotoSansArabic',
    rtl: true,
    files: {
      regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
    },
  },
  {
    name: 'NotoSansHebrew',
    rtl: true,
    files: {
      regular: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
    },
  },
  {
    name: 'NotoSansSC',
    rtl: false,
    files: {
      regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    },
  },
  // Emoji in black and white outlines (a PDF of feedback is printed); last, so a symbol another font
  // has (arrows, ticks in Noto Sans) keeps the text's design.
  {
    name: 'NotoEmoji',
    rtl: false,
    emojiSpaces: true,
    files: {
      regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
      bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
    },
  },
];

const HELVETICA: Record<PdfWeight, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  oblique: 'Helvetica-Oblique',
};
/** Helvetica's ascent in thousandths of the font size: every run's baseline is put this far below the line's top. */
const HELVETICA_ASCENT = 718;
/** Helvetica's line height (ascent, descent and gap) in thousandths: every line keeps it, whatever fonts it holds. */
const HELVETICA_LINE = 718 + 207 + 231;

/** What the built-in fonts print: Windows-1252, which pdfkit writes as WinAnsi bytes. */
const WIN_ANSI = /^[\t\n\r\u0020-\u007E\u00A0-\u00FF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;
/** Marks and joiners belong to the run of the character before them. */
const ATTACHED = /^(?:\p{M}|\u200C|\u200D|[\uFE00-\uFE0F])$/u;

/** A fallback font's file (read once: the Chinese one is 10 MB), for pdfkit and for its coverage. */
const loaded = new Map<string, { data: Buffer; font: fontkit.Font }>();
function fontFile(fallback: Fallback, weight: 'regular' | 'bold') {
  const key = `${fallback.name}-${weight}`;
  let entry = loaded.get(key);
  if (!entry) {
    const data = fs.readFileSync(require.resolve(fallback.files[weight]));
    entry = { data, font: fontkit.create(data) as fontkit.Font };
    loaded.set(key, entry);
  }
  return { key, ...entry };
}

/** A run of text and the font it prints in: null is Helvetica. */
export type TextRun = { text: string; fallback: Fallback | null };

function fallbackFor(char: string): Fallback | null {
  if (WIN_ANSI.test(char)) return null;
  const codePoint = char.codePointAt(0) ?? 0;
  // None has it: the first fallback's blank box is the honest answer.
  return FALLBACKS.find((f) => fontFile(f, 'regular').font.hasGlyphForCodePoint(codePoint)) ?? FALLBACKS[0];
}

/**
 * The text cut into runs of one font each, in the order they are printed: the words of a right-to-left
 * phrase (with the spaces between them) reversed, each word a run of its own so that fontkit lays it out
 * right to left by itself.
 */
export function textRuns(text: string): TextRun[] {
  const chars: { char: string; fallback: Fallback | null }[] = [];
  for (const char of text)
    chars.push({
      char,
      fallback: chars.length && ATTACHED.test(char) ? (chars.at(-1)?.fallback ?? null) : fallbackFor(char),
    });
  for (const word of wordsOf(chars)) {
    const whole = word.find((c) => c.fallback?.wholeWords)?.fallback;
    if (!whole) continue;
    const { font } = fontFile(whole, 'regular');
    if (word.every((c) => c.fallback === whole || font.hasGlyphForCodePoint(c.char.codePointAt(0) ?? 0)))
      for (const c of word) c.fallback = whole;
  }
  // A space after a left-to-right Noto run ends that run: pdfkit drops a line's trailing space but would
  // start the next line with a space run of its own.
  chars.forEach((c, i) => {
    const before = chars[i - 1]?.fallback;
    if (c.char === ' ' && before && !before.rtl && !before.emojiSpaces) c.fallback = before;
  });
  const runs: TextRun[] = [];
  for (const { char, fallback } of chars) {
    const last = runs.at(-1);
    // A right-to-left word ends at a space: the next word is a run of its own.
    if (last && last.fallback === fallback && !(fallback?.rtl && /\s/.test(last.text.at(-1) ?? ''))) last.text += char;
    else runs.push({ text: char, fallback });
  }
  // Split right-to-left runs into words and the spaces between them.
  const pieces = runs.flatMap((run) =>
    run.fallback?.rtl
      ? run.text
          .split(/(\s+)/)
          .filter(Boolean)
          .map((text) => ({ ...run, text }))
      : [run],
  );
  const ordered: TextRun[] = [];
  let phrase: TextRun[] = [];
  const isRtlWord = (run: TextRun) => Boolean(run.fallback?.rtl) && /\S/.test(run.text);
  const flush = () => {
    // Spaces after the phrase's last word stay after it.
    const trailing: TextRun[] = [];
    while (phrase.length && !isRtlWord(phrase[phrase.length - 1])) trailing.unshift(phrase.pop() as TextRun);
    ordered.push(...phrase.reverse(), ...trailing);
    phrase = [];
  };
  for (const piece of pieces) {
    if (isRtlWord(piece)) phrase.push(piece);
    else if (phrase.length && /^\s+$/.test(piece.text)) phrase.push(piece);
    else {
      flush();
      ordered.push(piece);
    }
  }
  flush();
  return ordered;
}

/** The characters cut into words: the runs between white space. */
function wordsOf<T extends { char: string }>(chars: T[]): T[][] {
  const words: T[][] = [[]];
  for (const c of chars) {
    if (/\s/.test(c.char)) words.push([]);
    else words[words.length - 1].push(c);
  }
  return words.filter((word) => word.length > 0);
}

export type PdfTextOptions = PDFKit.Mixins.TextOptions & { weight?: PdfWeight; size: number };

/**
 * Sets the run's font, embedding its file the first time the document uses it. Returns how much to add
 * to the font's own line height (thousandths) for the line to be as high as a Helvetica one: Noto Sans
 * Arabic's is nearly twice Helvetica's, and pdfkit moves down by the height of the font a line ends in.
 */
function useRunFont(doc: PDFKit.PDFDocument, run: TextRun, weight: PdfWeight): number {
  if (!run.fallback) {
    doc.font(HELVETICA[weight]);
    return 0;
  }
  const file = fontFile(run.fallback, weight === 'bold' ? 'bold' : 'regular');
  doc.registerFont(file.key, file.data);
  doc.font(file.key);
  mapGlyphsPerUse(doc);
  const { ascent, descent, lineGap, unitsPerEm } = file.font;
  return HELVETICA_LINE - ((ascent - descent + lineGap) * 1000) / unitsPerEm;
}

/** Variation selectors ask for emoji or text style; Helvetica (WinAnsi) has no code for them. */
const VARIATION_SELECTORS = /[\uFE00-\uFE0F]/gu;

/** One line (no line breaks) as a chain of runs; `continued` for its last run as given. */
function writeLine(
  doc: PDFKit.PDFDocument,
  line: string,
  weight: PdfWeight,
  size: number,
  textOptions: PDFKit.Mixins.TextOptions,
  continued: boolean,
) {
  const baseline = -(HELVETICA_ASCENT / 1000) * size;
  const runs = textRuns(line);
  // An empty line is a blank line: a space keeps pdfkit from dropping it.
  if (runs.length === 0) return doc.font(HELVETICA[weight]).text(line || ' ', { ...textOptions, continued });
  runs.forEach((run, i) => {
    const extraGap = useRunFont(doc, run, weight);
    doc.text(run.fallback ? run.text : run.text.replace(VARIATION_SELECTORS, ''), {
      ...textOptions,
      baseline,
      lineGap: (textOptions.lineGap ?? 0) + (extraGap / 1000) * size,
      continued: i === runs.length - 1 ? continued : true,
    });
  });
  return doc;
}

/**
 * Writes text like pdfkit's doc.text, in Helvetica where it can and a Noto font where it cannot, run
 * by run, all on one baseline, line by line. `continued` carries on the last line as doc.text's does.
 */
export function pdfText(doc: PDFKit.PDFDocument, text: string, options: PdfTextOptions) {
  const { weight = 'regular', size, ...textOptions } = options;
  doc.fontSize(size);
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    writeLine(doc, line, weight, size, textOptions, last ? (textOptions.continued ?? false) : false);
  });
  return doc;
}
