import { fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import OverdueAlertPage from '../overdue-alert';
import RedirectUrlPage from '../redirect';

setupMockServer();

/** The signed-in user's roles, as src/access.ts turns them into route checks. */
let mockAuthorities = ['ROLE_ADMIN'];
jest.mock('@umijs/max', () => {
  const { isAuthorized } = jest.requireActual('@/access');
  return {
    ...jest.requireActual('@umijs/max'),
    useAccess: () => ({
      routeFilter: (route: { authority?: string[] }) => isAuthorized(route.authority, mockAuthorities),
    }),
  };
});

const invoice: API.BillingInvoiceDetail = {
  id: 5,
  invoiceNumber: 'INV-000005',
  kind: 'CYCLE',
  invoiceDate: '2026-03-01',
  dueDate: '2026-03-31',
  periodStart: '2026-02-01',
  periodEnd: '2026-02-28',
  status: 'PAID',
  overdue: false,
  quantity: 12,
  chargeRange: '1–20',
  unitPrice: '6.00',
  subtotal: '72.00',
  minimumCharge: '50.00',
  credit: '0.00',
  totalBeforeTax: '72.00',
  taxRate: '13.000',
  tax: '9.36',
  total: '81.36',
  currency: 'CAD',
  failureMessage: null,
  actionUrl: null,
  paidAt: '2026-03-01T10:00:00.000Z',
  voidReason: null,
  voidedAt: null,
  students: [],
};

const renderAt = (path: string, page: JSX.Element) =>
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

describe('/redirectUrlPage', () => {
  it('says the invoice is paid and how much was charged', async () => {
    server.use(http.get('*/api/billing/invoices/5', () => HttpResponse.json(invoice)));
    renderAt('/redirectUrlPage?invoice=5', <RedirectUrlPage />);
    expect(await screen.findByText('INV-000005 is paid')).toBeInTheDocument();
    expect(screen.getByText('$81.36 CAD was charged to the card on file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Payment Information' })).toBeInTheDocument();
  });

  it('leads staff who cannot open Payment Information back to the start, not to a 403', async () => {
    mockAuthorities = ['ROLE_OPERATOR'];
    try {
      server.use(
        http.get('*/api/billing/invoices/5', () =>
          HttpResponse.json(
            { success: false, errorCode: 'forbidden', errorMessage: 'You cannot do that.', showType: 2 },
            { status: 403 },
          ),
        ),
      );
      renderAt('/redirectUrlPage?invoice=5', <RedirectUrlPage />);
      expect(await screen.findByText('You cannot do that.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to the start' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Back to Payment Information' })).not.toBeInTheDocument();
    } finally {
      mockAuthorities = ['ROLE_ADMIN'];
    }
  });

  it("says a failed payment failed, with the provider's reason", async () => {
    server.use(
      http.get('*/api/billing/invoices/5', () =>
        HttpResponse.json({
          ...invoice,
          status: 'FAILED',
          paidAt: null,
          failureMessage: 'We are unable to authenticate your payment method.',
        }),
      ),
    );
    renderAt('/redirectUrlPage?invoice=5', <RedirectUrlPage />);
    expect(await screen.findByText('Failed to charge invoice')).toBeInTheDocument();
    expect(screen.getByText(/INV-000005 \(\$81\.36 CAD\): We are unable to authenticate/)).toBeInTheDocument();
  });

  it("says why the payment could not be read, in the server's words", async () => {
    server.use(
      http.get('*/api/billing/invoices/5', () =>
        HttpResponse.json({ success: false, errorMessage: 'Invoice not found' }, { status: 404 }),
      ),
    );
    renderAt('/redirectUrlPage?invoice=5', <RedirectUrlPage />);
    expect(await screen.findByText('No payment to show')).toBeInTheDocument();
    expect(screen.getByText('Invoice not found')).toBeInTheDocument();
  });

  it('without an invoice it says there is nothing to report', async () => {
    renderAt('/redirectUrlPage', <RedirectUrlPage />);
    expect(await screen.findByText('No payment to show')).toBeInTheDocument();
  });
});

describe('/overdueAlert', () => {
  const overdue = {
    ...invoice,
    status: 'FAILED' as const,
    overdue: true,
    paidAt: null,
    failureMessage: 'Your card was declined.',
  };

  it('shows an administrator what is owed and pays it, reporting a decline', async () => {
    const paid: number[] = [];
    server.use(
      http.get('*/api/billing/overdue', () => HttpResponse.json({ overdue: true, graceDays: 7, invoices: [overdue] })),
      http.post('*/api/billing/invoices/5/pay', () => {
        paid.push(5);
        return HttpResponse.json({ outcome: 'FAILED', invoice: overdue });
      }),
      http.get('*/api/billing/overview', () =>
        HttpResponse.json({
          provider: 'test',
          stripePublishableKey: null,
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 },
          creditBalance: '0.00',
          currency: 'CAD',
          cycle: null,
        }),
      ),
    );
    renderAt('/overdueAlert', <OverdueAlertPage />);
    expect(await screen.findByText('An invoice is overdue')).toBeInTheDocument();
    expect(screen.getByText(/INV-000005/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // Pay asks first, naming the amount and the card (issue 31 item 14).
    expect(await screen.findByText(/will be charged to the Visa card ending in 4242\./)).toBeInTheDocument();
    expect(paid).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Failed to charge invoice: Your card was declined.')).toBeInTheDocument();
    expect(paid).toEqual([5]);
  });

  it('reads the overdue state again after a payment, so a paid invoice leaves the page', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/billing/overdue', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1
            ? { overdue: true, graceDays: 7, invoices: [overdue] }
            : { overdue: false, graceDays: 7, invoices: [] },
        );
      }),
      http.post('*/api/billing/invoices/5/pay', () =>
        HttpResponse.json({ outcome: 'PAID', invoice: { ...overdue, status: 'PAID', failureMessage: null } }),
      ),
    );
    renderAt('/overdueAlert', <OverdueAlertPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Nothing is overdue')).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('asks other staff to tell their administrator', async () => {
    server.use(
      http.get('*/api/billing/overdue', () => HttpResponse.json({ overdue: true, graceDays: 7, invoices: [] })),
    );
    renderAt('/overdueAlert', <OverdueAlertPage />);
    expect(
      await screen.findByText('Please ask your administrator to pay it on the Payment Information screen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
