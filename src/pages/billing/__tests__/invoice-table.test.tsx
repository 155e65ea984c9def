import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import InvoiceTable from '../components/InvoiceTable';

jest.setTimeout(30_000);

setupMockServer();

const invoice: API.BillingInvoice = {
  id: 4,
  invoiceNumber: 'INV-000004',
  kind: 'CYCLE',
  invoiceDate: '2026-11-01',
  dueDate: '2026-12-01',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  status: 'FAILED',
  overdue: false,
  quantity: 21,
  chargeRange: '21–50',
  unitPrice: '5.00',
  subtotal: '105.00',
  minimumCharge: '50.00',
  credit: '0.00',
  totalBeforeTax: '105.00',
  taxRate: '13.000',
  tax: '13.65',
  total: '118.65',
  currency: 'CAD',
  failureMessage: 'Your card was declined.',
  actionUrl: null,
  paidAt: null,
};

async function headers() {
  server.use(http.get('/api/billing/invoices', () => HttpResponse.json({ data: [invoice], total: 1, success: true })));
  render(<InvoiceTable actionRef={{ current: undefined }} />);
  const row = (await screen.findByText('INV-000004')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('button', { name: 'Pay' })).toBeTruthy();
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent);
}

describe('the invoice table', () => {
  it('keeps the actions at the right, fixed, on a desk', async () => {
    const titles = await headers();
    expect(titles[0]).toBe('Invoice number');
    expect(titles.at(-1)).toBe('Actions');
  });

  it('puts PDF and Pay second on a phone, where antd would leave them far to the right', async () => {
    // A 390 px screen as antd sees it: only the xs query matches, known after the first render.
    const desk = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desk(query), matches: query.includes('max-width: 575') });
    try {
      const titles = await headers();
      expect(titles.slice(0, 3)).toEqual(['Invoice number', 'Actions', 'Period']);
      expect(document.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-left')).toBeNull();
    } finally {
      window.matchMedia = desk;
    }
  });
});
