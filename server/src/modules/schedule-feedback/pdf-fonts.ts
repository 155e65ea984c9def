/**
 * Which fonts print a line of a feedback PDF. Western text stays in the built-in Helvetica (nothing
 * embedded, small files); a line with a name or feedback in another script is printed, label and all,
 * in Noto Sans (Latin Extended, Greek, Cyrillic, Vietnamese) or else Noto Sans SC (Chinese, Japanese
 * kana, and Latin and Cyrillic too), of which the PDF embeds only the glyphs it uses. One family per
 * line, because fonts with different ascents do not share a baseline in pdfkit. Korean, Arabic, Thai
 * and Indic scripts are in neither and print as blank boxes (README: known gaps).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';
type Fallback = { name: string; files: Record<Weight, string> };

/** In order of preference; the files come from the Google Fonts packages (OFL-1.1). */
const FALLBACKS: Fallback[] = [
  {
    name: 'NotoSans',
    files: {
      regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    },
  },
  {
    name: 'NotoSansSC',
    files: {
      regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    },
  },
];

/**
 * What the built-in fonts can print: Windows-1252 (Latin-1 plus the typographic quotes, dashes, euro
 * and the few letters at 0x80–0x9F), which pdfkit writes as WinAnsi bytes.
 */
const WIN_ANSI = /^[\t\n\r\u0020-\u007E\u00A0-\u00FF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;

/** A fallback font's file as a Buffer (read once: the Chinese one is 10 MB), for pdfkit and for coverage. */
const loaded = new Map<string, { data: Buffer; font: fontkit.Font }>();
function fallbackFont(fallback: Fallback, weight: Weight) {
  const key = `${fallback.name}-${weight}`;
  let entry = loaded.get(key);
  if (!entry) {
    const data = fs.readFileSync(require.resolve(fallback.files[weight]));
    entry = { data, font: fontkit.create(data) as fontkit.Font };
    loaded.set(key, entry);
  }
  return { key, ...entry };
}

/** The fonts of a family, by weight: the names pdfkit knows them by, and the files of embedded ones. */
export type FontFamily = { regular: string; bold: string; files?: Record<Weight, Buffer> };

const HELVETICA_FAMILY: FontFamily = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/**
 * The family that prints every character of the text: Helvetica when it can, else the first fallback
 * that has them all, else the one that has the most.
 */
export function fontFamilyFor(text: string): FontFamily {
  const chars = [...new Set(text)].filter((char) => !WIN_ANSI.test(char));
  if (chars.length === 0) return HELVETICA_FAMILY;
  let best = { fallback: FALLBACKS[0], covered: -1 };
  for (const fallback of FALLBACKS) {
    const { font } = fallbackFont(fallback, 'regular');
    const covered = chars.filter((char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).length;
    if (covered === chars.length) return familyOf(fallback);
    if (covered > best.covered) best = { fallback, covered };
  }
  return familyOf(best.fallback);
}

function familyOf(fallback: Fallback): FontFamily {
  const regular = fallbackFont(fallback, 'regular');
  const bold = fallbackFont(fallback, 'bold');
  return { regular: regular.key, bold: bold.key, files: { regular: regular.data, bold: bold.data } };
}
