import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import { student } from '../../__tests__/student.fixture';
import StudentDashboardPage from '..';

// ProTable renders take seconds in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
setupMockServer();

const summary: API.VoucherSummary = {
  studentId: 42,
  balance: '-15.50',
  totalPurchased: '1500.00',
  totalGift: '150.00',
  totalPaidFromVouchers: '1665.50',
  entryCount: 4,
};

const purchase: API.VoucherPurchase = {
  id: 5,
  studentId: 42,
  studentNumber: 'S000042',
  studentName: 'Ann Lee',
  type: 'E_TRANSFER',
  purchaseDate: '2026-01-10',
  comments: 'Winter package',
  voucherAmount: '1500.00',
  giftAmount: '150.00',
  currentBalance: '1650.00',
  createdBy: 'Olive Operator',
  createdAt: '2026-01-10T15:00:00.000Z',
};

const page = <T,>(data: T[]) => HttpResponse.json({ success: true, data, total: data.length });

/** Serves every call of the dashboard; `override` replaces some of them. */
function serveDashboard(...override: Parameters<typeof server.use>) {
  const purchaseQueries: Record<string, string>[] = [];
  server.use(
    http.get('*/api/students/42', () => HttpResponse.json(student)),
    http.get('*/api/students/42/voucher-summary', () => HttpResponse.json(summary)),
    http.get('*/api/students/42/ledger-entries', () => page([])),
    http.get('*/api/voucher-purchases', ({ request }) => {
      purchaseQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return page([purchase]);
    }),
    http.get('*/api/term-registers', () => page([])),
  );
  server.use(...override);
  return { purchaseQueries };
}

function renderDashboard(id = '42') {
  render(
    <MemoryRouter initialEntries={[`/student/studentDashboard/${id}`]}>
      <Routes>
        <Route path="/student/studentDashboard/:id" element={<StudentDashboardPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A statistic card's value, by its title. */
const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement | null;

describe('Student dashboard', () => {
  it('shows the profile, the balance and the derived totals', async () => {
    serveDashboard();
    renderDashboard();
    expect(await screen.findByText('Ann Lee (S000042)')).toBeInTheDocument();
    expect(screen.getByText('North Public School')).toBeInTheDocument();
    await waitFor(() => expect(statistic('Voucher balance')).toHaveTextContent('-15.50'));
    expect(statistic('Total vouchers purchased')).toHaveTextContent('1,500.00');
    expect(statistic('Total gift')).toHaveTextContent('150.00');
    expect(statistic('Total payments from voucher')).toHaveTextContent('1,665.50');
  });

  it("lists the student's own voucher purchases", async () => {
    const { purchaseQueries } = serveDashboard();
    renderDashboard();
    expect(await screen.findByText('Winter package')).toBeInTheDocument();
    expect(purchaseQueries[0]).toMatchObject({ studentId: '42' });
    const row = screen.getByText('Winter package').closest('tr') as HTMLElement;
    expect(within(row).getByText('E-transfer')).toBeInTheDocument();
    expect(within(row).getByText('1,650.00')).toBeInTheDocument();
  });

  it('still shows the rest when one section cannot load', async () => {
    serveDashboard(
      http.get('*/api/students/42/voucher-summary', () =>
        HttpResponse.json(
          { success: false, errorCode: 'internal', errorMessage: 'Down', showType: 0 },
          { status: 500 },
        ),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Could not load the voucher balance and totals.')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee (S000042)')).toBeInTheDocument();
    expect(await screen.findByText('Winter package')).toBeInTheDocument();
  });

  it('says so when the student does not exist', async () => {
    serveDashboard(
      http.get('*/api/students/42', () =>
        HttpResponse.json(
          { success: false, errorCode: 'notfound', errorMessage: 'This student does not exist.', showType: 0 },
          { status: 404 },
        ),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(screen.getByText('Back to all students').closest('a')).toHaveAttribute('href', '/student/all-student');
  });
});
