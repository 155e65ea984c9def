import PDFDocument from 'pdfkit';
import type { getBillingInvoice } from './invoice-records';

type InvoiceDetail = Awaited<ReturnType<typeof getBillingInvoice>>;

export const invoiceFilename = (invoice: InvoiceDetail) => `${invoice.invoiceNumber}.pdf`;

const STATUS_TEXT: Record<InvoiceDetail['status'], string> = {
  UNPAID: 'Unpaid',
  PROCESSING: 'Payment in progress',
  REQUIRES_ACTION: 'Waiting for card authentication',
  FAILED: 'Payment failed',
  PAID: 'Paid',
};

/** One invoice as a PDF: its figures as on the screen, and the students it counted. */
export function renderInvoicePdf(invoice: InvoiceDetail, centreName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${invoice.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: string) => `${amount} ${invoice.currency}`;
  doc.font('Helvetica-Bold').fontSize(18).text(`Invoice ${invoice.invoiceNumber}`).moveDown(0.3);
  doc.font('Helvetica').fontSize(11).text(`Billed to: ${centreName}`).moveDown(0.8);
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
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
  line('Credit', `-${money(invoice.credit)}`);
  line('Total before tax', money(invoice.totalBeforeTax));
  line(`Tax (${Number(invoice.taxRate)}%)`, money(invoice.tax));
  doc
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`Total: ${money(invoice.total)}`);
  if (invoice.students.length > 0) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Students counted').moveDown(0.3);
    doc.font('Helvetica').fontSize(10);
    // Names in scripts Helvetica lacks print as boxes here; the screen lists them too.
    for (const student of invoice.students) doc.text(`${student.studentNumber}  ${student.name}`);
  }
  doc.end();
  return finished;
}
