import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import AuditLogPage from '..';

setupMockServer();

/** antd's tables, selects and search form are slow in jsdom, the more so on a machine shared by eight. */
jest.setTimeout(90_000);
const SLOW_UI = { timeout: 10_000 };

const entries: API.AuditEntry[] = [
  {
    key: 'event-3',
    at: '2026-03-02T15:30:00.000Z',
    action: 'account.role-change',
    recordType: 'account',
    recordId: 12,
    summary: 'Account pat: ROLE_OPERATOR → ROLE_ADMIN',
    before: { role: 'ROLE_OPERATOR' },
    after: { role: 'ROLE_ADMIN', password: 'changed' },
    actorId: 1,
    actorName: 'Ada Admin',
  },
  {
    key: 'ledger-40',
    at: '2026-03-01T10:00:00.000Z',
    action: 'voucher.charge',
    recordType: 'student-vouchers',
    recordId: 7,
    summary: 'Algebra, 2026-03-01',
    before: null,
    after: { amount: '-40.00', balanceAfter: '60.00' },
    actorId: null,
    actorName: null,
  },
];

function serveAuditLog() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('*/api/audit-log', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ success: true, data: entries, total: 2 });
    }),
    http.get('*/api/audit-log/people', () =>
      HttpResponse.json({
        success: true,
        data: [
          { id: 1, name: 'Ada Admin', login: 'ada', role: 'ROLE_ADMIN', deleted: false },
          { id: 9, name: 'Old Op', login: 'oldop', role: 'ROLE_OPERATOR', deleted: true },
        ],
      }),
    ),
  );
  return queries;
}

/** As in the app, where umi sets the en-US locale: the table's and search form's own texts are English. */
function renderPage() {
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={['/audit-log']}>
        <AuditLogPage />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Audit Log', () => {
  it('lists changes newest first with who, the record and the action; a change by the system says so', async () => {
    const queries = serveAuditLog();
    renderPage();
    expect(await screen.findByText('Ada Admin', undefined, SLOW_UI)).toBeInTheDocument();
    // The title is the screen's one h1, as on every other screen (issue 31 item 15).
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(within(rowOf('Ada Admin')).getByText('Account #12')).toBeInTheDocument();
    expect(within(rowOf('Ada Admin')).getByText('Role change')).toBeInTheDocument();
    expect(within(rowOf('Student vouchers #7')).getByText('System')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '1', pageSize: '20' });
  });

  it('opens a row to show each changed field before and after', async () => {
    serveAuditLog();
    renderPage();
    await screen.findByText('Ada Admin', undefined, SLOW_UI);
    fireEvent.click(within(rowOf('Ada Admin')).getByRole('button', { name: /expand row/i }));
    const roleLine = (await screen.findByText('role', undefined, SLOW_UI)).closest('tr') as HTMLElement;
    expect(within(roleLine).getByText('ROLE_OPERATOR')).toBeInTheDocument();
    expect(within(roleLine).getByText('ROLE_ADMIN')).toBeInTheDocument();
    expect(within(screen.getByText('password').closest('tr') as HTMLElement).getByText('changed')).toBeInTheDocument();
  });

  it('sends the record filter to the server', async () => {
    const queries = serveAuditLog();
    renderPage();
    await screen.findByText('Ada Admin', undefined, SLOW_UI);
    fireEvent.mouseDown(screen.getByLabelText('Record'));
    fireEvent.click(await screen.findByTitle('Centre settings', undefined, SLOW_UI));
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '20', recordType: 'settings' }), SLOW_UI);
  });

  it('offers deleted accounts and the system as people; the system is sent as actor=system', async () => {
    const queries = serveAuditLog();
    renderPage();
    await screen.findByText('Ada Admin', undefined, SLOW_UI);
    fireEvent.mouseDown(screen.getByLabelText('Person'));
    expect(await screen.findByTitle('Old Op (oldop) · operator, deleted', undefined, SLOW_UI)).toBeInTheDocument();
    fireEvent.click(await screen.findByTitle('System (automatic)', undefined, SLOW_UI));
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '20', actor: 'system' }), SLOW_UI);
  });
});
