import PDFDocument from 'pdfkit';
import { type DisplayFormat, formatDate, formatMoney } from '../../lib/display-format';
import { pdfText } from '../../lib/pdf-text';
import type { familyReceipt, familyStatement } from './portal-balance.service';

type Statement = Awaited<ReturnType<typeof familyStatement>>;
type Receipt = Awaited<ReturnType<typeof familyReceipt>>;

const KIND_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  gift: 'Gift',
  charge: 'Lesson charge',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

function pdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return finished;
}

const detail = (doc: PDFKit.PDFDocument, label: string, value: string) => {
  pdfText(doc, `${label}: `, { weight: 'bold', size: 11, continued: true });
  pdfText(doc, value, { size: 11 });
};

/** A purchase's receipt: who, when, how paid, the vouchers and gift, the balance after it. */
export function renderReceiptPdf(receipt: Receipt, centreName: string, display: DisplayFormat): Promise<Buffer> {
  return pdf(`Receipt ${receipt.id}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(centreName, { align: 'center' }).moveDown(0.3);
    doc.font('Helvetica').fontSize(14).text(`Receipt no. ${receipt.id}`, { align: 'center' }).moveDown(1.2);
    detail(doc, 'Student', `${receipt.studentName} (${receipt.studentNumber})`);
    detail(doc, 'Date', receipt.purchaseDate);
    detail(doc, 'Paid by', receipt.type);
    detail(doc, 'Vouchers', formatMoney(receipt.voucherAmount, display.currency));
    detail(doc, 'Gift', formatMoney(receipt.giftAmount, display.currency));
    detail(doc, 'Balance after the purchase', formatMoney(receipt.currentBalance, display.currency));
    if (receipt.reversedAt) detail(doc, 'Reversed', formatDate(receipt.reversedAt));
  });
}

/** The ledger statement: balance brought forward, each entry with its running balance, closing balance. */
export function renderStatementPdf(statement: Statement, centreName: string, display: DisplayFormat): Promise<Buffer> {
  const money = (amount: string) => formatMoney(amount, display.currency);
  return pdf(`Statement ${statement.studentName}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(centreName, { align: 'center' }).moveDown(0.3);
    doc.font('Helvetica').fontSize(14).text('Balance statement', { align: 'center' }).moveDown(1);
    detail(doc, 'Student', `${statement.studentName} (${statement.studentNumber})`);
    detail(doc, 'Period', `${statement.from ?? 'start'} – ${statement.to ?? 'today'}`);
    detail(doc, 'Balance brought forward', money(statement.openingBalance));
    doc.moveDown(0.8);
    for (const entry of statement.entries) {
      const line = `${entry.createdAt.slice(0, 10)}  ${KIND_LABELS[entry.kind] ?? entry.kind}${entry.reversal ? ' (reversal)' : ''}  ${money(entry.amount)}  → ${money(entry.balanceAfter)}`;
      pdfText(doc, line, { size: 10 });
      if (entry.reason) pdfText(doc, `    ${entry.reason}`, { size: 9 });
    }
    if (statement.entries.length === 0) doc.font('Helvetica-Oblique').fontSize(11).text('No entries in this period.');
    doc.moveDown(0.8);
    detail(doc, 'Closing balance', money(statement.closingBalance));
  });
}
