import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import PortalBuy from '../buy';

jest.setTimeout(30_000);
setupMockServer();

const options: API.PortalBuyOptions = {
  students: [
    { id: 1, name: 'Mia Lopez', balance: '40.00' },
    { id: 2, name: 'Leo Lopez', balance: '0.00' },
  ],
  packages: [
    { id: 5, name: '10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '50.00', active: true },
  ],
  customAmount: { min: '20.00', max: '500.00' },
  currency: 'CAD',
  provider: 'test',
  publishableKey: null,
};

const order = (status: API.VoucherOrder['status'], extra: Partial<API.VoucherOrder> = {}): API.VoucherOrder => ({
  id: 9,
  studentId: 2,
  studentName: 'Leo Lopez',
  label: '10 lessons',
  price: '450.00',
  voucherAmount: '450.00',
  giftAmount: '50.00',
  currency: 'CAD',
  status,
  failureMessage: null,
  actionUrl: null,
  purchaseId: status === 'PAID' ? 3 : null,
  balance: status === 'PAID' ? '500.00' : '0.00',
  ...extra,
});

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <PortalBuy />
    </MemoryRouter>,
  );

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('portal Buy vouchers', () => {
  it('pays a package for the chosen child with a test card: one order, then the balance', async () => {
    const created: unknown[] = [];
    const paid: unknown[] = [];
    server.use(
      http.get('*/api/portal/buy', () => HttpResponse.json(options)),
      http.post('*/api/portal/voucher-orders', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(order('PENDING'), { status: 201 });
      }),
      http.post('*/api/portal/voucher-orders/9/pay', async ({ request }) => {
        paid.push(await request.json());
        return HttpResponse.json(
          paid.length === 1 ? order('FAILED', { failureMessage: 'Your card was declined.' }) : order('PAID'),
        );
      }),
    );
    renderAt('/portal/buy?studentId=2');
    fireEvent.click(await screen.findByRole('radio', { name: /10 lessons/ }));
    expect(screen.getByRole('radio', { name: /10 lessons/ })).toHaveAttribute('aria-checked', 'true');
    fill(/card number/i, '4000 0000 0000 0002');
    fill(/expiry/i, '12/40');
    fill(/cvc/i, '123');
    fireEvent.click(screen.getByRole('button', { name: /pay .*450/i }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    fill(/card number/i, '4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: /pay .*450/i }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText(/Balance now/)).toHaveTextContent('500.00');
    // The retry paid the same order: one order for one choice.
    expect(created).toEqual([{ studentId: 2, packageId: 5 }]);
    expect(paid[1]).toEqual({ card: { number: '4242 4242 4242 4242', cvc: '123', expMonth: 12, expYear: 2040 } });
  });

  it('checks the choice and the card before sending anything', async () => {
    let sent = 0;
    server.use(
      http.get('*/api/portal/buy', () => HttpResponse.json(options)),
      http.post('*/api/portal/voucher-orders', () => {
        sent++;
        return HttpResponse.json(order('PENDING'), { status: 201 });
      }),
    );
    renderAt('/portal/buy');
    fireEvent.click(await screen.findByRole('button', { name: /^pay$/i }));
    expect(await screen.findByText('Choose a package')).toBeInTheDocument();
    expect(screen.getByText('Enter the card number')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /another amount/i }));
    fill(/^amount$/i, '12.345');
    fireEvent.click(screen.getByRole('button', { name: /^pay$/i }));
    expect(await screen.findByText('Enter an amount like 50.00')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('back from the card check, confirms the order and shows the result', async () => {
    let confirmed = 0;
    server.use(
      http.get('*/api/portal/buy', () => HttpResponse.json(options)),
      http.post('*/api/portal/voucher-orders/9/confirm', () => {
        confirmed++;
        return HttpResponse.json(order('PAID'));
      }),
    );
    renderAt('/portal/buy?order=9');
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    await waitFor(() => expect(confirmed).toBe(1));
  });
});
