import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import {
  confirmedLesson,
  plannedLesson,
  submittedFeedback,
} from '../../../schedule/table-view/__tests__/schedule.fixture';
import { student } from '../../__tests__/student.fixture';
import StudentDashboardPage from '..';

const mockAccess = { canAdmin: false };
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

// Four ProTables render for seconds in jsdom on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
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
  reversedAt: null,
  source: null,
};

/** Ann (id 42) on an upcoming lesson, and present and charged on a confirmed one with submitted feedback. */
const ann = { studentId: 42, studentNumber: 'S000042', name: 'Ann Lee' };
const lessons: API.ScheduleItem[] = [
  { ...plannedLesson, students: [{ ...ann, attendance: null, chargedAmount: null }] },
  {
    ...confirmedLesson,
    feedbackStatus: 'SUBMITTED',
    students: [
      { ...ann, attendance: 'PRESENT', chargedAmount: '67.50' },
      { studentId: 43, studentNumber: 'S000043', name: 'Bob Ng', attendance: 'ABSENT', chargedAmount: null },
    ],
  },
];

const ledgerEntry = (fields: Partial<API.LedgerEntry>): API.LedgerEntry => ({
  id: 1,
  kind: 'purchase',
  amount: '1500.00',
  balanceAfter: '1500.00',
  reason: 'Voucher purchase #5',
  purchaseId: 5,
  paidOnline: false,
  termRegisterId: null,
  reversesEntryId: null,
  reversedByEntryId: null,
  createdBy: 'Olive Operator',
  createdAt: '2026-01-10T15:00:00.000Z',
  ...fields,
});

/**
 * One of each: reversible (a purchase, an adjustment) and not (a charge, a reversed refund, its reversal,
 * a purchase a family paid online by card).
 */
const ledger = [
  ledgerEntry({ id: 1 }),
  ledgerEntry({ id: 2, kind: 'charge', amount: '-67.50', reason: 'Piano lesson', purchaseId: null }),
  ledgerEntry({ id: 3, kind: 'adjustment', amount: '5.00', reason: 'Rounding', purchaseId: null }),
  ledgerEntry({ id: 4, kind: 'refund', amount: '-20.00', reason: 'Moved', purchaseId: null, reversedByEntryId: 5 }),
  ledgerEntry({ id: 5, kind: 'adjustment', amount: '20.00', reason: 'Refund in error', reversesEntryId: 4 }),
  ledgerEntry({ id: 6, reason: 'Voucher purchase #7 (online)', purchaseId: 7, paidOnline: true }),
];

const page = <T,>(data: T[]) => HttpResponse.json({ success: true, data, total: data.length });

/** Serves every call of the dashboard; a test's own `server.use` afterwards replaces some of them. */
function serveDashboard() {
  const purchaseQueries: Record<string, string>[] = [];
  const lessonQueries: Record<string, string>[] = [];
  server.use(
    http.get('*/api/students/:id/family-accounts', () => HttpResponse.json({ success: true, data: [] })),
    http.get('*/api/schedules', ({ request }) => {
      lessonQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return page(lessons);
    }),
    http.get('*/api/schedules/32/feedback', () =>
      HttpResponse.json({
        ...submittedFeedback,
        students: [
          { ...ann, attendance: 'PRESENT', feedback: 'Ann led the warm-up.' },
          { studentId: 43, studentNumber: 'S000043', name: 'Bob Ng', attendance: 'ABSENT', feedback: 'Not for Ann' },
        ],
      }),
    ),
    http.get('*/api/students/42', () => HttpResponse.json(student)),
    http.get('*/api/students/42/voucher-summary', () => HttpResponse.json(summary)),
    http.get('*/api/students/42/ledger-entries', () => page(ledger)),
    http.get('*/api/voucher-purchases', ({ request }) => {
      purchaseQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return page([purchase]);
    }),
    http.get('*/api/term-registers', () => page([])),
  );
  return { purchaseQueries, lessonQueries };
}

/** As in the app, where umi sets the en-US locale: the tables' own texts (e.g. "Expand row") are English. */
function renderDashboard(id = '42') {
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={[`/student/studentDashboard/${id}`]}>
        <Routes>
          <Route path="/student/studentDashboard/:id" element={<StudentDashboardPage />} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
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
    await waitFor(() => expect(statistic('Voucher balance')).toHaveTextContent('-$15.50'));
    expect(statistic('Total vouchers purchased')).toHaveTextContent('$1,500.00');
    expect(statistic('Total gift')).toHaveTextContent('$150.00');
    expect(statistic('Total payments from voucher')).toHaveTextContent('$1,665.50');
  });

  it("lists the student's own voucher purchases", async () => {
    const { purchaseQueries } = serveDashboard();
    renderDashboard();
    expect(await screen.findByText('Winter package')).toBeInTheDocument();
    expect(purchaseQueries[0]).toMatchObject({ studentId: '42' });
    const row = screen.getByText('Winter package').closest('tr') as HTMLElement;
    expect(within(row).getByText('E-transfer')).toBeInTheDocument();
    expect(within(row).getByText('$1,650.00')).toBeInTheDocument();
    expect(within(row).queryByText('Reversed')).not.toBeInTheDocument();
  });

  it('marks a reversed purchase, keeping its row', async () => {
    serveDashboard();
    server.use(
      http.get('*/api/voucher-purchases', () => page([{ ...purchase, reversedAt: '2026-01-12T09:00:00.000Z' }])),
    );
    renderDashboard();
    const row = (await screen.findByText('Winter package')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Reversed')).toBeInTheDocument();
    expect(within(row).getByText('$1,650.00')).toBeInTheDocument();
  });

  it("lists the student's lessons with status, their attendance, charge and feedback status", async () => {
    const { lessonQueries } = serveDashboard();
    renderDashboard();
    expect(await screen.findByText('Algebra')).toBeInTheDocument();
    expect(lessonQueries[0]).toMatchObject({ studentId: '42' });
    const upcoming = screen.getByText('Algebra').closest('tr') as HTMLElement;
    for (const text of ['Unconfirmed', 'Not Submitted', 'Tina Turner', 'Voucher'])
      expect(within(upcoming).getByText(text)).toBeInTheDocument();
    const taught = screen.getByText('Piano').closest('tr') as HTMLElement;
    for (const text of ['Confirmed', 'Present', '$67.50', 'Submitted', 'Cash'])
      expect(within(taught).getByText(text)).toBeInTheDocument();
    expect(within(taught).queryByText('Absent')).not.toBeInTheDocument();
  });

  it("opens a submitted lesson's feedback: the class's and this student's only", async () => {
    serveDashboard();
    renderDashboard();
    await screen.findByText('Piano');
    const taught = screen.getByText('Piano').closest('tr') as HTMLElement;
    fireEvent.click(within(taught).getByRole('button', { name: 'Expand row' }));
    expect(await screen.findByText('Ann led the warm-up.')).toBeInTheDocument();
    expect(screen.getByText('Fractions went well.')).toBeInTheDocument();
    expect(screen.queryByText('Not for Ann')).not.toBeInTheDocument();
  });

  it('still shows the rest when one section cannot load', async () => {
    serveDashboard();
    server.use(
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

  it('offers no "Record purchase" for an inactive student (the server refuses it), but Activate', async () => {
    serveDashboard();
    server.use(
      http.get('*/api/students/42', () => HttpResponse.json({ ...student, status: 'inactive', active: false })),
    );
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record purchase' })).not.toBeInTheDocument();
  });

  it('says so when the student does not exist', async () => {
    serveDashboard();
    server.use(
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
  it('says "Student not found" for an id past the database integer, without asking the server', async () => {
    let asked = false;
    server.use(
      http.get('*/api/students/:id', () => {
        asked = true;
        return HttpResponse.json({}, { status: 400 });
      }),
    );
    renderDashboard('99999999999');
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
  describe('for administrators', () => {
    beforeEach(() => {
      mockAccess.canAdmin = true;
    });
    afterEach(() => {
      mockAccess.canAdmin = false;
    });

    const ledgerRow = (reason: string) => screen.getByText(reason).closest('tr') as HTMLElement;

    it('offers a refund or adjustment, and Reverse on the entries that can be reversed', async () => {
      serveDashboard();
      renderDashboard();
      expect(await screen.findByText('Refund in error')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refund / adjust' })).toBeInTheDocument();
      for (const reason of ['Voucher purchase #5', 'Rounding'])
        expect(within(ledgerRow(reason)).getByRole('button', { name: 'Reverse' })).toBeInTheDocument();
      for (const reason of ['Piano lesson', 'Moved', 'Refund in error', 'Voucher purchase #7 (online)'])
        expect(within(ledgerRow(reason)).queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
    });

    it('reverses a purchase with its gift, with a reason, and reloads the balance', async () => {
      const reversed: unknown[] = [];
      let summaryLoads = 0;
      serveDashboard();
      server.use(
        http.post('*/api/ledger-entries/1/reverse', async ({ request }) => {
          reversed.push(await request.json());
          return HttpResponse.json({ balance: '0.00', entries: [] }, { status: 201 });
        }),
        http.get('*/api/students/42/voucher-summary', () => {
          summaryLoads += 1;
          return HttpResponse.json(summary);
        }),
      );
      renderDashboard();
      await screen.findByText('Voucher purchase #5');
      await waitFor(() => expect(summaryLoads).toBe(1));
      fireEvent.click(within(ledgerRow('Voucher purchase #5')).getByRole('button', { name: 'Reverse' }));
      const dialog = (await screen.findByText('Reverse this voucher purchase and its gift')).closest(
        '.ant-modal',
      ) as HTMLElement;
      const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
      fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Bad ' } });
      submit();
      expect(await within(dialog).findByText('Reason must be at least 5 characters')).toBeInTheDocument();
      expect(reversed).toEqual([]);
      fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Entered twice ' } });
      submit();
      expect(await screen.findByText('Reversed. New balance: $0.00')).toBeInTheDocument();
      expect(reversed).toEqual([{ reason: 'Entered twice' }]);
      await waitFor(() => expect(summaryLoads).toBe(2));
    });
  });

  it('offers operators neither refunds nor reversals (the server refuses them too)', async () => {
    serveDashboard();
    renderDashboard();
    expect(await screen.findByText('Refund in error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record purchase' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund / adjust' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });
});
