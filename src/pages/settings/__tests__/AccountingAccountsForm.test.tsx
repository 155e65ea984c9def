import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import AccountingAccountsForm from '../components/AccountingAccountsForm';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
setupMockServer();

const accounts: API.AccountingAccount[] = [
  { key: 'cash', code: '1000', name: 'Cash and bank', description: 'where purchases are paid in' },
  { key: 'deferredRevenue', code: '2400', name: 'Deferred revenue', description: 'vouchers families hold' },
];

describe('Centre Settings → accounting accounts', () => {
  it('saves every account in the chart’s order and shows the server’s refusal on the row it names', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/accounting/accounts', () => HttpResponse.json(accounts)),
      http.put('*/api/accounting/accounts', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            success: false,
            errorCode: 'validation',
            errorMessage: 'Two accounts cannot share the code "1000".',
            showType: 2,
            fieldErrors: [{ field: 'accounts.1.code', message: 'is already the code of Cash and bank' }],
          },
          { status: 400 },
        );
      }),
    );
    render(<AccountingAccountsForm />);
    const code = await screen.findByLabelText('Code of vouchers families hold');
    fireEvent.change(code, { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save accounts' }));
    expect(await screen.findByText('is already the code of Cash and bank')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        accounts: [
          { key: 'cash', code: '1000', name: 'Cash and bank' },
          { key: 'deferredRevenue', code: '1000', name: 'Deferred revenue' },
        ],
      },
    ]);
  });

  it('refuses an empty name before sending anything', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/accounting/accounts', () => HttpResponse.json(accounts)),
      http.put('*/api/accounting/accounts', () => {
        puts.push(1);
        return HttpResponse.json(accounts);
      }),
    );
    render(<AccountingAccountsForm />);
    fireEvent.change(await screen.findByLabelText('Name of where purchases are paid in'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save accounts' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    await waitFor(() => expect(puts).toEqual([]));
  });
});
