import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider, Grid } from 'antd';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import ReportPage from '..';
import { defaultRange, fromSearch, RANGE_REVERSED, RANGE_TOO_LONG, rangeProblem } from '../components/report-range';
import MySalaryPage from '../my-salary';

// The chart library draws on a canvas jsdom does not have; the charts' figures are tested through the tables.
jest.mock('../components/ReportCharts', () => ({
  GroupedColumns: () => <div>chart</div>,
  MonthColumns: () => <div>columns chart</div>,
  MonthBars: () => <div>bars chart</div>,
  MonthLine: () => <div>chart</div>,
}));

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
setupMockServer();

const zero = { CASH: '0.00', CARD: '0.00', E_TRANSFER: '0.00', CHEQUE: '0.00', OTHER: '0.00' };
const purchaseReport: API.PurchaseReport = {
  from: '2025-01-01',
  to: '2025-02-28',
  months: [
    {
      month: '2025-01',
      purchases: 2,
      byType: { ...zero, CASH: '100.00', CARD: '50.25' },
      vouchers: '150.25',
      gifts: '10.00',
      total: '160.25',
    },
    { month: '2025-02', purchases: 0, byType: zero, vouchers: '0.00', gifts: '0.00', total: '0.00' },
  ],
  totals: {
    month: 'Total',
    purchases: 2,
    byType: { ...zero, CASH: '100.00', CARD: '50.25' },
    vouchers: '150.25',
    gifts: '10.00',
    total: '1160.25',
  },
  studentBalance: null,
};
const salaryReport: API.SalaryReport = {
  from: '2025-01-01',
  to: '2025-02-28',
  rows: [
    {
      teacherId: 7,
      teacherName: 'Tia Ames',
      month: '2025-01',
      lessons: 2,
      minutes: 150,
      pay: '84.00',
      rates: ['30.00', '36.00'],
    },
  ],
  months: [
    { month: '2025-01', minutes: 150, pay: '84.00' },
    { month: '2025-02', minutes: 0, pay: '0.00' },
  ],
  totals: { lessons: 2, minutes: 150, pay: '84.00' },
};

function serve() {
  const queries: Record<string, Record<string, string>[]> = { purchases: [], salary: [], lessons: [] };
  const record = (name: string) => (request: Request) =>
    queries[name].push(Object.fromEntries(new URL(request.url).searchParams));
  const emptyPage = () => HttpResponse.json({ success: true, data: [], total: 0 });
  server.use(
    // The filters' options (students, referrals, courses, teachers) load as the filters render.
    http.get('*/api/students', emptyPage),
    http.get('*/api/referrals', emptyPage),
    http.get('*/api/courses', emptyPage),
    http.get('*/api/teachers', emptyPage),
    http.get('*/api/reports/purchases', ({ request }) => {
      record('purchases')(request);
      return HttpResponse.json(purchaseReport);
    }),
    http.get('*/api/reports/salary', ({ request }) => {
      record('salary')(request);
      return HttpResponse.json(salaryReport);
    }),
    http.get('*/api/reports/salary/lessons', ({ request }) => {
      record('lessons')(request);
      return HttpResponse.json({
        month: '2025-01',
        teacherName: 'Tia Ames',
        lessons: [
          {
            scheduleId: 3,
            startTime: '2025-01-20T15:00:00.000Z',
            endTime: '2025-01-20T16:30:00.000Z',
            courseName: 'Chemistry',
            status: 'CONFIRMED',
            minutes: 90,
            rate: '36.00',
            pay: '54.00',
            records: 3,
          },
        ],
      });
    }),
  );
  return queries;
}

const renderWith = (page: JSX.Element) => render(<ConfigProvider locale={enUS}>{page}</ConfigProvider>);

describe('report ranges', () => {
  it('refuse reversed ranges and ranges over five years, in the server’s words', () => {
    expect(rangeProblem(dayjs('2025-03-01'), dayjs('2025-02-28'))).toBe(`To ${RANGE_REVERSED}`);
    expect(rangeProblem(dayjs('2020-01-01'), dayjs('2025-01-02'))).toBe(`To ${RANGE_TOO_LONG}`);
    expect(rangeProblem(dayjs('2020-01-01'), dayjs('2025-01-01'))).toBeNull();
  });
  it('default to the last 12 months and read the dashboard’s links', () => {
    expect(defaultRange(dayjs('2026-03-15'))).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(fromSearch('?tab=salary&from=2026-03-01&to=2026-03-31')).toEqual({
      tab: 'salary',
      range: { from: '2026-03-01', to: '2026-03-31' },
    });
  });
});

describe('Reports page', () => {
  it('shows the purchase table with its totals row, asking for the last 12 months', async () => {
    const queries = serve();
    renderWith(<ReportPage />);
    expect(await screen.findByText('Jan 2025')).toBeInTheDocument();
    const totals = document.querySelector('.ant-table-summary tr') as HTMLElement;
    expect(totals).toHaveTextContent('$150.25');
    expect(totals).toHaveTextContent('$1,160.25');
    expect(queries.purchases[0]).toEqual(defaultRange());
    // The export's columns, in its order (server/test/reports.test.ts checks the file's header).
    const table = screen.getByRole('region', { name: 'Purchases per month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Purchases', 'Vouchers', 'Gifts', 'Total', 'Cash', 'Card', 'E-transfer', 'Cheque', 'Other']);
  });

  it('the salary tab lists pay per teacher and month and drills down into a month', async () => {
    const queries = serve();
    renderWith(<ReportPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Teacher salaries' }));
    expect(await screen.findByText('Tia Ames')).toBeInTheDocument();
    expect(screen.getByText('$30.00, $36.00')).toBeInTheDocument();
    expect(screen.getAllByText('2.5')).toHaveLength(2); // the row and the totals row
    expect(screen.getByRole('button', { name: /Payroll .xlsx/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: /Jan\s2025/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Chemistry')).toBeInTheDocument();
    expect(within(drawer).getByText('$54.00')).toBeInTheDocument();
    expect(within(drawer).getByText(/corrected/)).toBeInTheDocument();
    expect(queries.lessons).toEqual([{ teacherId: '7', month: '2025-01' }]);
  });

  it('a teacher’s own history has no teacher filter and no payroll export', async () => {
    serve();
    renderWith(<MySalaryPage />);
    expect(await screen.findAllByText('$84.00')).toHaveLength(2);
    expect(screen.queryByText('Tia Ames')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payroll/ })).not.toBeInTheDocument();
  });

  it('on a phone, a teacher’s months are a list and the chart’s bars run across; a month opens its lessons', async () => {
    const breakpoint = jest.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: true });
    try {
      const queries = serve();
      renderWith(<MySalaryPage />);
      expect(await screen.findByText('bars chart')).toBeInTheDocument();
      expect(screen.queryByText('columns chart')).not.toBeInTheDocument();
      const month = (await screen.findByText(/^Jan\s2025$/)).closest('.ant-list-item') as HTMLElement;
      expect(within(month).getByText('$84.00')).toBeInTheDocument();
      expect(within(month).getByText('2 lessons · 2.5 h')).toBeInTheDocument();
      expect(within(month).getByText('Rate(s): $30.00, $36.00')).toBeInTheDocument();
      expect(screen.getByText('Total').closest('.ant-list-footer')).toHaveTextContent('$84.00');
      expect(document.querySelector('table')).toBeNull();
      fireEvent.click(within(month).getByRole('button', { name: /^See lessons of Jan\s2025$/ }));
      const drawer = await screen.findByRole('dialog');
      const lesson = (await within(drawer).findByText('Chemistry')).closest('.ant-list-item') as HTMLElement;
      expect(within(lesson).getByText('$54.00')).toBeInTheDocument();
      expect(drawer.querySelector('table')).toBeNull();
      expect(queries.lessons).toEqual([{ month: '2025-01' }]);
    } finally {
      breakpoint.mockRestore();
    }
  });

  it('refuses a range over five years on the field and does not ask for it', async () => {
    const queries = serve();
    renderWith(<ReportPage />);
    await screen.findByText('Jan 2025');
    const [start, end] = screen.getAllByRole('textbox') as HTMLInputElement[];
    for (const [input, value] of [
      [start, '2015-01-01'],
      [end, '2025-01-01'],
    ] as const) {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    fireEvent.blur(end);
    expect(await screen.findByText(`To ${RANGE_TOO_LONG}`)).toBeInTheDocument();
    await waitFor(() => expect(queries.purchases).toHaveLength(1));
  });
});
