/**
 * PDFs in any script (issue 19 item 9): the font is chosen per run of characters, and every glyph the
 * PDF shows is in its font. Checked by reading the PDF back with PDF.js (Mozilla's reader): each glyph
 * drawn must be a real one (glyph 0 is .notdef, the blank box) and stand for the character written.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import PDFDocument from 'pdfkit';
import { pdfText, textRuns } from '../../src/lib/pdf-text';
import { renderInvoicePdf } from '../../src/modules/billing/invoice-pdf';
import { renderFeedbackPdf } from '../../src/modules/schedule-feedback/feedback-pdf';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The glyphs a PDF draws, page by page: the characters they stand for, and how many are .notdef. */
async function glyphsOf(pdf: Buffer) {
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 }).promise;
  let text = '';
  let notdef = 0;
  const fonts = new Set<string>();
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const ops = await page.getOperatorList();
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] === pdfjs.OPS.setFont) fonts.add(String(ops.argsArray[i][0]));
      if (ops.fnArray[i] !== pdfjs.OPS.showText) continue;
      for (const glyph of ops.argsArray[i][0] as ({ unicode: string; originalCharCode: number } | number)[]) {
        if (typeof glyph === 'number') continue; // a kerning adjustment
        if (glyph.unicode === '\u0000' || glyph.unicode === '') notdef++;
        else text += glyph.unicode;
      }
    }
  }
  await document.destroy();
  return { text, notdef, fonts };
}

/** The text layer as a reader extracts it (PDF.js's getTextContent): each piece and its line's height on the page. */
async function linesOf(pdf: Buffer) {
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 }).promise;
  const pieces: { str: string; y: number }[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim())
        pieces.push({ str: item.str, y: Math.round(item.transform[5]) - number * 10_000 });
  }
  await document.destroy();
  return pieces;
}

function render(write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  write(doc);
  doc.end();
  return finished;
}

const NAMES = [
  'Zoë’s “café” – Müller',
  '王小明',
  '李华 Li Hua',
  'Ελένη Παπαδοπούλου',
  'Иван Петров',
  'محمد بن علي',
  'דוד כהן',
  'Łukasz Żółć',
  'Nguyễn Văn An',
  'Ана María 王 Ωμέγα سارة שרה',
];

/** Every character of the text, spaces aside, is among the glyphs drawn (as many times as it occurs). */
function assertAllDrawn(drawn: string, expected: string[]) {
  const left = [...drawn];
  for (const name of expected)
    for (const char of name.replace(/\s/g, '')) {
      const at = left.indexOf(char);
      assert.ok(at >= 0, `"${char}" (U+${char.codePointAt(0)?.toString(16)}) of "${name}" is not drawn`);
      left.splice(at, 1);
    }
}

/** An invoice as getBillingInvoice returns it. */
const INVOICE: Parameters<typeof renderInvoicePdf>[0] = {
  id: 7,
  invoiceNumber: 'INV-000007',
  kind: 'CYCLE',
  invoiceDate: '2026-02-01',
  dueDate: '2026-02-15',
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  status: 'FAILED',
  overdue: false,
  quantity: 0,
  chargeRange: '3 and above',
  unitPrice: '8.00',
  subtotal: '80.00',
  minimumCharge: '15.00',
  credit: '0.00',
  totalBeforeTax: '80.00',
  taxRate: '13.000',
  tax: '10.40',
  total: '90.40',
  currency: 'CAD',
  failureMessage: 'Your card was declined.',
  actionUrl: null,
  paidAt: null,
  voidReason: null,
  voidedAt: null,
  students: [],
};

describe('PDF text in any script', () => {
  test('runs: Helvetica for what it prints, a Noto font per run of the rest, right-to-left words reversed', () => {
    const runs = (text: string) => textRuns(text).map((run) => [run.text, run.fallback?.name ?? 'Helvetica']);
    // Typographic quotes and accents stay in Helvetica (no wide CJK quotes).
    assert.deepEqual(runs('Zoë’s “café”'), [['Zoë’s “café”', 'Helvetica']]);
    // One Chinese name does not pull the English around it into the Chinese font.
    assert.deepEqual(runs('Wang 王小明 and Ivan'), [
      ['Wang ', 'Helvetica'],
      ['王小明 ', 'NotoSansSC'],
      ['and Ivan', 'Helvetica'],
    ]);
    assert.deepEqual(runs('Иван'), [['Иван', 'NotoSans']]);
    // A word with a letter Helvetica lacks goes wholly into Noto Sans, punctuation too: no break inside it.
    // A space after such a run stays in it (a line may end there without a space starting the next).
    assert.deepEqual(runs('Nguyễn Văn An'), [
      ['Nguyễn Văn ', 'NotoSans'],
      ['An', 'Helvetica'],
    ]);
    assert.deepEqual(runs('Мы играли гаммы. Then'), [
      ['Мы играли гаммы. ', 'NotoSans'],
      ['Then', 'Helvetica'],
    ]);
    // "Muhammad ibn Ali": the first word printed is the last one written, read right to left.
    assert.deepEqual(runs('Name: محمد بن علي.'), [
      ['Name: ', 'Helvetica'],
      ['علي', 'NotoSansArabic'],
      [' ', 'Helvetica'],
      ['بن', 'NotoSansArabic'],
      [' ', 'Helvetica'],
      ['محمد', 'NotoSansArabic'],
      ['.', 'Helvetica'],
    ]);
    assert.deepEqual(runs('דוד כהן'), [
      ['כהן', 'NotoSansHebrew'],
      [' ', 'Helvetica'],
      ['דוד', 'NotoSansHebrew'],
    ]);
    // A combining mark stays with its letter.
    assert.deepEqual(runs('Ж\u0301'), [['Ж\u0301', 'NotoSans']]);
  });

  test('a mixed-script page: every glyph drawn is in its font and stands for the character written', async () => {
    const pdf = await render((doc) => {
      for (const name of NAMES) {
        pdfText(doc, 'Student: ', { weight: 'bold', size: 11, continued: true });
        pdfText(doc, name, { size: 11 });
      }
    });
    const { text, notdef } = await glyphsOf(pdf);
    assert.equal(notdef, 0, 'no .notdef glyphs');
    assertAllDrawn(text, NAMES);
    // The embedded fonts are subsets: the 10 MB Chinese font adds a few kilobytes.
    assert.ok(pdf.length < 200_000, `${pdf.length} bytes`);
  });

  test('the check sees a blank box: Korean is in none of the fonts', async () => {
    const pdf = await render((doc) => pdfText(doc, 'Kim 김민준', { size: 11 }));
    const { notdef } = await glyphsOf(pdf);
    assert.equal(notdef, 3);
  });

  test("an invoice's PDF prints the centre's name and the students counted in their scripts", async () => {
    const students = NAMES.map((name, i) => ({ studentId: i + 1, studentNumber: `S${1000 + i}`, name }));
    const pdf = await renderInvoicePdf(
      { ...INVOICE, quantity: students.length, students },
      '北京学习中心 · Учебный центр',
    );
    const { text, notdef, fonts } = await glyphsOf(pdf);
    assert.equal(notdef, 0, 'no .notdef glyphs');
    assertAllDrawn(text, [...NAMES, '北京学习中心 · Учебный центр', 'INV-000007', 'Your card was declined.']);
    assert.ok(fonts.size >= 5, `Helvetica and the Noto fonts: ${[...fonts].join(', ')}`);
  });

  test("an invoice's amounts read as on the billing screens: the money formatter's sign and grouping, then the code", async () => {
    const pdf = await renderInvoicePdf(
      { ...INVOICE, unitPrice: '1234.5', subtotal: '1234.50', credit: '5.00', total: '1229.50' },
      'Maple Tutoring',
    );
    // Spaces are not drawn as glyphs in every run: compare without them.
    const text = (await glyphsOf(pdf)).text.replace(/\s/g, '');
    assert.ok(text.includes('Unitprice:$1,234.50CAD'), text);
    assert.ok(text.includes('Credit:-$5.00CAD'), text);
    assert.ok(text.includes('Tax(13%):$10.40CAD'), text);
    assert.ok(text.includes('Total:$1,229.50CAD'), text);
  });

  test('a line break where the script changes is kept: the next line starts below (issue 31 item 7)', async () => {
    const pdf = await render((doc) =>
      pdfText(doc, 'The lesson ran longer than planned.\n下周 we start scales.\n\nЗавтра: Arabic homework', {
        size: 11,
      }),
    );
    const pieces = await linesOf(pdf);
    const y = (text: string) => pieces.find((piece) => piece.str.includes(text))?.y;
    const [planned, nextWeek, scales, tomorrow] = ['planned.', '下周', 'scales.', 'Завтра'].map(y);
    assert.ok(planned !== undefined && nextWeek !== undefined && tomorrow !== undefined, JSON.stringify(pieces));
    assert.ok(nextWeek < planned, `下周 starts a new line: ${JSON.stringify(pieces)}`);
    assert.equal(scales, nextWeek, 'the rest of the line stays on it');
    // The blank line stays blank: two line heights further down.
    assert.ok(nextWeek - tomorrow > 1.5 * (planned - nextWeek), JSON.stringify(pieces));
  });

  test("the feedback PDF keeps the feedback's line breaks across scripts", async () => {
    const pdf = await renderFeedbackPdf({
      scheduleId: 9,
      status: 'SUBMITTED',
      classFeedback: 'The piece took longer than planned.\n下周我们复习音阶。',
      submittedAt: null,
      lesson: {
        status: 'CONFIRMED',
        courseName: 'Piano',
        teacherId: 1,
        teacherName: 'Ann Lee',
        startTime: '2026-03-02T15:00:00Z',
        endTime: '2026-03-02T16:00:00Z',
      },
      students: [],
    });
    const pieces = await linesOf(pdf);
    const planned = pieces.find((piece) => piece.str.includes('planned.'));
    const nextWeek = pieces.find((piece) => piece.str.includes('下周'));
    assert.ok(planned && nextWeek && nextWeek.y < planned.y, JSON.stringify(pieces));
  });

  test('each shaped letter reads back as written, whatever was printed before it: ZAIN is not REH (issue 30 item 15)', async () => {
    // Noto Sans Arabic draws ZAIN (ز) as REH's shape (ر) plus a dot: REH printed first used to name that shape.
    const words = ['ر', 'ز', 'رز', 'زر', 'عزيز', 'نور', 'ذهب', 'دار'];
    const pdf = await render((doc) => {
      for (const word of words) pdfText(doc, word, { size: 11 });
    });
    const read = (await linesOf(pdf)).map((piece) => piece.str);
    // PDF.js gives a right-to-left word in reading order; compare letters, as the order of a word is its own matter.
    const letters = (text: string) => [...text].sort().join('');
    assert.deepEqual(read.map(letters), words.map(letters), JSON.stringify(read));
    assert.equal((await glyphsOf(pdf)).notdef, 0);
  });

  test('emoji print in an emoji font, not as blank boxes, and read back as the emoji', async () => {
    const text = 'Great work 👍 😀 ⭐ 🎹';
    const pdf = await render((doc) => pdfText(doc, text, { size: 11 }));
    const { text: drawn, notdef, fonts } = await glyphsOf(pdf);
    assert.equal(notdef, 0, 'no .notdef glyphs');
    assertAllDrawn(drawn, [text]);
    assert.ok(fonts.size >= 2, [...fonts].join(', '));
  });
});
