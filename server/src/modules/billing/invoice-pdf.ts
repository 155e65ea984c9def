import PDFDocument from 'pdfkit';
import { formatMoney } from '../../lib/display-format';
import { centsOf } from '../../lib/money';
import { pdfText } from '../../lib/pdf-text';
import type { getBillingInvoice } from './invoice-records';

type InvoiceDetail = Awaited<ReturnType<typeof getBillingInvoice>>;

export const invoiceFilename = (invoice: InvoiceDetail) => `${invoice.invoiceNumber}.pdf`;

const STATUS_TEXT: Record<InvoiceDetail['status'], string> = {
  UNPAID: 'Unpaid',
  PROCESSING: 'Payment in progress',
  REQUIRES_ACTION: 'Waiting for card authentication',
  FAILED: 'Payment failed',
  PAID: 'Paid',
  VOID: 'Void',
};

/** The vendor issuing the invoice (Billing Cycle Control's price plan); any part may be unset. */
export type InvoiceIssuer = { name: string | null; address: string | null; taxNumber: string | null };

/** One invoice as a PDF: who issues it, its figures as on the screen, and the students it counted. */
export function renderInvoicePdf(
  invoice: InvoiceDetail,
  centreName: string,
  issuer: InvoiceIssuer = { name: null, address: null, taxNumber: null },
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${invoice.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // As the billing screens write it: "$1,234.50 CAD", the one money formatter plus the invoice's currency code.
  const money = (amount: string) => `${formatMoney(amount, invoice.currency)} ${invoice.currency}`;
  if (issuer.name) pdfText(doc, issuer.name, { weight: 'bold', size: 12 });
  if (issuer.address) pdfText(doc, issuer.address, { size: 10 });
  if (issuer.taxNumber) pdfText(doc, `Tax number: ${issuer.taxNumber}`, { size: 10 });
  if (issuer.name || issuer.address || issuer.taxNumber) doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(18).text(`Invoice ${invoice.invoiceNumber}`).moveDown(0.3);
  if (invoice.status === 'VOID')
    pdfText(doc, `VOID${invoice.voidReason ? `: ${invoice.voidReason}` : ''}`, { weight: 'bold', size: 13 }).moveDown(
      0.3,
    );
  pdfText(doc, `Billed to: ${centreName}`, { size: 11 }).moveDown(0.8);
  const line = (label: string, value: string) => {
    pdfText(doc, `${label}: `, { weight: 'bold', size: 11, continued: true });
    pdfText(doc, value, { size: 11 });
  };
  line('Invoice date', invoice.invoiceDate);
  line('Due date', invoice.dueDate);
  line('Period', `${invoice.periodStart} to ${invoice.periodEnd}`);
  line('Status', STATUS_TEXT[invoice.status] + (invoice.failureMessage ? ` (${invoice.failureMessage})` : ''));
  doc.moveDown(0.8);
  line('Quantity (students)', String(invoice.quantity));
  line('Charge range', invoice.chargeRange);
  line('Unit price', money(invoice.unitPrice));
  line('Subtotal', money(invoice.subtotal));
  line('Minimum charge', money(invoice.minimumCharge));
  line('Credit', money(centsOf(invoice.credit) > 0n ? `-${invoice.credit}` : invoice.credit));
  line('Total before tax', money(invoice.totalBeforeTax));
  line(`Tax (${Number(invoice.taxRate)}%)`, money(invoice.tax));
  doc
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`Total: ${money(invoice.total)}`);
  if (invoice.students.length > 0) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Students counted').moveDown(0.3);
    // Names in any script: pdf-text.ts picks a font per run of characters.
    for (const student of invoice.students) pdfText(doc, `${student.studentNumber}  ${student.name}`, { size: 10 });
  }
  doc.end();
  return finished;
}
