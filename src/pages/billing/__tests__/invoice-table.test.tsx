import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  voidReason: null,
  voidedAt: null,
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

  it('asks before paying, restating the amount in its currency and the card (issue 31 item 14)', async () => {
    let charged = 0;
    server.use(
      http.get('/api/billing/invoices', () => HttpResponse.json({ data: [invoice], total: 1, success: true })),
      http.get('/api/billing/overview', () =>
        HttpResponse.json({
          provider: 'test',
          stripePublishableKey: null,
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 },
          creditBalance: '0.00',
          currency: 'CAD',
          cycle: null,
        }),
      ),
      http.post('/api/billing/invoices/4/pay', () => {
        charged++;
        return HttpResponse.json({ outcome: 'PAID', invoice: { ...invoice, status: 'PAID' } });
      }),
    );
    render(<InvoiceTable actionRef={{ current: undefined }} />);
    const row = (await screen.findByText('INV-000004')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Pay' }));
    const dialog = (await screen.findByText('Pay INV-000004?', { selector: '.ant-modal-confirm-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(dialog.textContent).toContain('$118.65 CAD will be charged to the Visa card ending in 4242.');
    expect(charged).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(charged).toBe(0);

    const rowAgain = (await screen.findByText('INV-000004')).closest('tr') as HTMLElement;
    fireEvent.click(await within(rowAgain).findByRole('button', { name: 'Pay' }));
    const again = (await screen.findByText('Pay INV-000004?', { selector: '.ant-modal-confirm-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'Pay $118.65 CAD' }));
    await waitFor(() => expect(charged).toBe(1));
  });

  it('lets a system user void an invoice with a reason, and shows it as Void (issue 31 item 3)', async () => {
    let sent: unknown;
    const voided = {
      ...invoice,
      status: 'VOID' as const,
      voidReason: 'Entered twice',
      voidedAt: '2026-11-27T10:00:00Z',
    };
    let rows = [{ ...invoice, credit: '5.00' }];
    server.use(
      http.get('/api/billing/invoices', () => HttpResponse.json({ data: rows, total: 1, success: true })),
      http.post('/api/billing/invoices/4/void', async ({ request }) => {
        sent = await request.json();
        rows = [voided];
        return HttpResponse.json(voided);
      }),
    );
    const onVoided = jest.fn();
    const ref = { current: undefined as undefined | { reload: () => void } };
    render(<InvoiceTable actionRef={ref as never} canVoid onVoided={onVoided} />);
    const row = (await screen.findByText('INV-000004')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-000004' });
    expect(dialog.textContent).toContain('The credit it used, $5.00 CAD, goes back to the credit balance.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    expect(sent).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Entered twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(sent).toEqual({ reason: 'Entered twice' }));
    await waitFor(() => expect(onVoided).toHaveBeenCalled());
    expect(await screen.findByText('Void')).toBeTruthy();
    const voidRow = (await screen.findByText('INV-000004')).closest('tr') as HTMLElement;
    expect(within(voidRow).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(within(voidRow).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('shows no Void to an administrator', async () => {
    await headers();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });
});
