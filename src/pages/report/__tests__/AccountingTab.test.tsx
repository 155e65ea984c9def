import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import AccountingTab from '../components/AccountingTab';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
setupMockServer();

const accounts: API.AccountingAccount[] = [
  { key: 'cash', code: '1000', name: 'Cash and bank', description: 'where purchases are paid in' },
  { key: 'deferredRevenue', code: '2400', name: 'Deferred revenue', description: 'vouchers families hold' },
];
const reconciliation = {
  opening: '50.00',
  sold: '300.00',
  gifted: '0.00',
  used: '0.00',
  refunded: '0.00',
  adjusted: '0.00',
  imported: '0.00',
  closing: '350.00',
  balancesAtEnd: '350.00',
  journalMovement: '300.00',
  holds: true,
};
const journal = (holds: boolean): API.AccountingJournal => ({
  from: '2025-03-01',
  to: '2025-03-31',
  currency: 'CAD',
  accounts,
  entries: [
    {
      date: '2025-03-03',
      kind: 'voucherSales',
      narration: 'Vouchers sold 2025-03-03',
      lines: [
        { account: 'cash', debit: '300.00', credit: '0.00' },
        { account: 'deferredRevenue', debit: '0.00', credit: '300.00' },
      ],
    },
  ],
  reconciliation: { ...reconciliation, holds, balancesAtEnd: holds ? '350.00' : '340.00' },
  invoicesInOtherCurrencies: 0,
});

describe('Reports → Accounting', () => {
  it('shows each journal line against the centre’s account, the reconciliation, and downloads each file for the range', async () => {
    const exports: string[] = [];
    server.use(
      http.get('*/api/accounting/journal', () => HttpResponse.json(journal(true))),
      http.get('*/api/accounting/journal/export', ({ request }) => {
        exports.push(new URL(request.url).search);
        return new HttpResponse('*Narration\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="journal.csv"' },
        });
      }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:journal');
    URL.revokeObjectURL = jest.fn();
    render(<AccountingTab range={{ from: '2025-03-01', to: '2025-03-31' }} onRangeChange={() => undefined} />);
    expect(await screen.findByText('1000 Cash and bank')).toBeInTheDocument();
    expect(screen.getByText('2400 Deferred revenue')).toBeInTheDocument();
    expect(screen.getByText('Vouchers sold 2025-03-03')).toBeInTheDocument();
    expect(screen.getByText('Reconciled')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /QuickBooks Desktop/ }));
    await waitFor(() => expect(exports).toEqual(['?from=2025-03-01&to=2025-03-31&format=iif']));
  });

  it('says plainly when deferred revenue does not reconcile', async () => {
    server.use(http.get('*/api/accounting/journal', () => HttpResponse.json(journal(false))));
    render(<AccountingTab range={{ from: '2025-03-01', to: '2025-03-31' }} onRangeChange={() => undefined} />);
    expect(await screen.findByText(/Does not reconcile/)).toBeInTheDocument();
  });
});
