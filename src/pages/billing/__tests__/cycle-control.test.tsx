import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import BillingCycleControlPage from '../cycle-control';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({ initialState: { currentUser: { authorities: ['ROLE_SYSTEM'] } } }),
}));

jest.setTimeout(30_000);

setupMockServer();

const plan: API.PricePlan = {
  chargeRanges: [{ from: 1, to: null, unitPrice: '6.00' }],
  minimumCharge: '50.00',
  taxRate: '13',
  currency: 'CAD',
  paymentTermsDays: 30,
  issuerName: null,
  issuerAddress: null,
  issuerTaxNumber: null,
  updatedAt: null,
};

const cycleAt = (nextInvoiceDate: string): API.BillingCycleState => ({
  cycle: {
    id: 1,
    startDate: '2026-01-01',
    createdAt: '2026-01-01T00:00:00.000Z',
    currentPeriod: { periodStart: '2026-11-01', periodEnd: '2026-11-30', invoiceDate: '2026-12-01', invoiceId: null },
    nextInvoiceDate,
  },
});

describe('/billingCycleControl', () => {
  it('shows the price plan, the cycle and its schedule, and loads the cycle again after a period-end run', async () => {
    const cycleReads: number[] = [];
    const runs: number[] = [];
    server.use(
      http.get('*/api/billing/price-plan', () => HttpResponse.json(plan)),
      http.get('*/api/billing/cycle', () => {
        cycleReads.push(1);
        return HttpResponse.json(cycleAt(cycleReads.length === 1 ? '2026-12-01' : '2027-01-01'));
      }),
      http.get('*/api/billing/schedule', () =>
        HttpResponse.json({
          past: [],
          coming: [{ periodStart: '2026-12-01', periodEnd: '2026-12-31', invoiceDate: '2027-01-01', invoiceId: null }],
        }),
      ),
      http.post('*/api/billing/period-end-runs', () => {
        runs.push(1);
        return HttpResponse.json({ created: [7], charged: [7], skipped: ['2026-10: no students'] });
      }),
    );
    render(<BillingCycleControlPage />);
    expect(
      await screen.findByText('2026-12-01', {
        selector: '.ant-descriptions-item-content *, .ant-descriptions-item-content',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Schedule of invoices')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('6.00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Run period end now' }));
    expect(await screen.findByText('2026-10: no students')).toBeInTheDocument();
    await waitFor(() => expect(cycleReads).toHaveLength(2));
    expect(runs).toHaveLength(1);
    expect(
      await screen.findByText('2027-01-01', {
        selector: '.ant-descriptions-item-content *, .ant-descriptions-item-content',
      }),
    ).toBeInTheDocument();
  });

  it('says the cycle could not be read (not "no cycle", which would offer to start one) and Retry reads it again', async () => {
    let cycleReads = 0;
    server.use(
      http.get('*/api/billing/price-plan', () => HttpResponse.json(plan)),
      http.get('*/api/billing/cycle', () => {
        cycleReads += 1;
        return cycleReads === 1
          ? HttpResponse.json({ success: false, errorMessage: 'Down for maintenance' }, { status: 500 })
          : HttpResponse.json({ cycle: null });
      }),
    );
    render(<BillingCycleControlPage />);
    expect(await screen.findByText('Could not load the billing cycle.')).toBeInTheDocument();
    expect(screen.getByText('Down for maintenance')).toBeInTheDocument();
    expect(screen.queryByText('Currently no billing cycle!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start billing cycle' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Currently no billing cycle!')).toBeInTheDocument();
    expect(cycleReads).toBe(2);
    expect(screen.getByRole('button', { name: 'Start billing cycle' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the billing cycle.')).not.toBeInTheDocument();
  });
});
