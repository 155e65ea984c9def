import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider, Grid } from 'antd';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { plannedLesson } from '../../schedule/table-view/__tests__/schedule.fixture';
import DashboardPage from '..';
import { changeText, dayChoices, hoursOf, newThisMonth } from '../components/dashboard-links';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
setupMockServer();

const today = dayjs().format('YYYY-MM-DD');
const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');

const totals: API.DashboardTotals = {
  weekStart: '2026-03-09',
  weekEnd: '2026-03-15',
  monthStart: '2026-03-01',
  monthEnd: '2026-03-31',
  activeStudents: { value: 120, previous: 117 },
  activeTeachers: { value: 8, previous: 8 },
  lessonsThisWeek: { planned: 30, confirmed: 12, cancelled: 2 },
  lessonsPreviousWeek: { planned: 0, confirmed: 40, cancelled: 1 },
  minutesTaught: { value: 1530, previous: 1620 },
  vouchersSold: { value: '2500.00', previous: '1999.50' },
  vouchersUsed: { value: '1200.00', previous: '1200.00' },
};

const dayLesson: API.DashboardLesson = {
  id: 31,
  startTime: `${today}T09:00:00`,
  endTime: `${today}T10:30:00`,
  status: 'PLANNED',
  courseName: 'Algebra',
  courseType: 'PRIVATE',
  teacherId: 11,
  teacherName: 'Tina Turner',
  teacherColor: '#fa8c16',
  students: [
    { id: 21, studentNumber: 'S000021', name: 'Ann Lee' },
    { id: 22, studentNumber: 'S000022', name: 'Bob Ng' },
  ],
};

const lists: API.DashboardLists = {
  lowBalanceStudents: {
    total: 1,
    items: [{ id: 21, studentNumber: 'S000021', name: 'Ann Lee', balance: '-30.00', nextLessonStart: null }],
  },
  unpaidTermRegisters: {
    total: 60,
    items: [
      {
        id: 5,
        termId: 2,
        termLabel: 'Physics (2026-09-01 – 2026-12-20)',
        studentId: 22,
        studentNumber: 'S000022',
        studentName: 'Bob Ng',
        price: '300.00',
        createDate: '2026-03-01',
        daysSince: 12,
      },
    ],
  },
  unconfirmedLessons: {
    total: 1,
    items: [
      {
        id: 40,
        startTime: '2026-03-02T16:00:00.000Z',
        endTime: '2026-03-02T17:00:00.000Z',
        courseName: 'Piano',
        teacherId: 11,
        teacherName: 'Tina Turner',
        teacherColor: '#fa8c16',
        studentCount: 2,
      },
    ],
  },
};

const emptyLists: API.DashboardLists = {
  lowBalanceStudents: { total: 0, items: [] },
  unpaidTermRegisters: { total: 0, items: [] },
  unconfirmedLessons: { total: 0, items: [] },
};

/** Serves the dashboard's three calls, recording the days asked for. */
function serve(listsAnswer = lists) {
  const days: string[] = [];
  let calls = 0;
  server.use(
    http.get('*/api/dashboard/totals', () => {
      calls += 1;
      return HttpResponse.json(totals);
    }),
    http.get('*/api/dashboard/lists', () => {
      calls += 1;
      return HttpResponse.json(listsAnswer);
    }),
    // The move requests load on their own (no open one: the card is not shown).
    http.get('*/api/move-requests', () => HttpResponse.json({ success: true, data: [] })),
    http.get('*/api/dashboard/day', ({ request }) => {
      calls += 1;
      const date = new URL(request.url).searchParams.get('date') ?? '';
      days.push(date);
      return HttpResponse.json({ date, lessons: date === today ? [dayLesson] : [] });
    }),
  );
  return { days, calls: () => calls };
}

const renderPage = () =>
  render(
    <ConfigProvider locale={enUS}>
      <DashboardPage />
    </ConfigProvider>,
  );

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('dashboard texts', () => {
  it('say a change in words and sign, so it reads without colour', () => {
    expect(changeText(3, '3', 'week')).toBe('+3 on last week');
    expect(changeText(-90, '1.5 h', 'month')).toBe('−1.5 h on last month');
    expect(changeText(0, '0', 'month')).toBe('Same as last month');
    expect(newThisMonth({ value: 8, previous: 8 })).toBe('None new this month');
    expect(hoursOf(1530)).toBe('25.5');
    expect(dayChoices(dayjs('2026-03-01')).map((d) => d.value)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('Dashboard page', () => {
  it('renders the cards with their changes and links, today’s lessons and the lists, in three requests', async () => {
    const { days, calls } = serve();
    renderPage();
    await waitFor(() => expect(card('Active students')).toHaveTextContent('120'));
    expect(card('Active students')).toHaveTextContent('+3 new this month');
    expect(within(card('Active students')).getByRole('link', { name: 'View students' })).toHaveAttribute(
      'href',
      '/student/all-student?status=active',
    );
    expect(card('Active teachers')).toHaveTextContent('None new this month');
    const week = card('Lessons this week');
    expect(week).toHaveTextContent('44');
    expect(week).toHaveTextContent('30 unconfirmed · 12 confirmed · 2 cancelled');
    expect(week).toHaveTextContent('+3 on last week');
    expect(within(week).getByRole('link', { name: 'View the week in the calendar' })).toHaveAttribute(
      'href',
      '/schedule/schedule-calendar?date=2026-03-09',
    );
    expect(card('Hours taught this month')).toHaveTextContent('25.5');
    expect(card('Hours taught this month')).toHaveTextContent('−1.5 h on last month');
    expect(card('Vouchers sold this month')).toHaveTextContent('2,500.00');
    expect(card('Vouchers sold this month')).toHaveTextContent('+$500.50 on last month');
    expect(within(card('Vouchers sold this month')).getByRole('link')).toHaveAttribute(
      'href',
      '/report?tab=purchases&from=2026-03-01&to=2026-03-31',
    );
    expect(card('Vouchers used this month')).toHaveTextContent('Same as last month');

    const lessons = card('Lessons');
    expect(await within(lessons).findByText('Algebra')).toBeInTheDocument();
    expect(within(lessons).getByText('Tina Turner')).toBeInTheDocument();
    expect(within(lessons).getByText('Ann Lee, Bob Ng')).toBeInTheDocument();
    expect(within(lessons).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(lessons).getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      `/schedule/schedule-calendar?date=${today}`,
    );

    const low = card('Students under the balance threshold');
    expect(await within(low).findByText('Ann Lee (S000021)')).toHaveAttribute('href', '/student/studentDashboard/21');
    expect(within(low).getByText('-$30.00')).toBeInTheDocument();
    expect(within(low).getByText('None booked')).toBeInTheDocument();
    expect(within(low).getByRole('button', { name: 'Record purchase' })).toBeInTheDocument();
    const unpaid = card('Unpaid term registers');
    expect(within(unpaid).getByText('12 days ago')).toBeInTheDocument();
    expect(within(unpaid).getByText('Showing the first 1 of 60.')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'All unpaid' })).toHaveAttribute(
      'href',
      '/termRegister?paid=false',
    );
    expect(within(card("Waiting for the teacher's confirmation")).getByText('Piano')).toBeInTheDocument();
    expect(days).toEqual([today]);
    expect(calls()).toBe(3);
  });

  it('switches to tomorrow and says there is nothing that day', async () => {
    const { days } = serve();
    renderPage();
    const lessons = card('Lessons');
    await within(lessons).findByText('Algebra');
    fireEvent.click(within(lessons).getByText('Tomorrow'));
    expect(await within(lessons).findByText('No lessons tomorrow.')).toBeInTheDocument();
    expect(days).toEqual([today, tomorrow]);
    expect(within(lessons).getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      `/schedule/schedule-calendar?date=${tomorrow}`,
    );
  });

  it('opens a lesson in the calendar’s drawer', async () => {
    serve();
    server.use(http.get('*/api/schedules/31', () => HttpResponse.json({ success: true, data: plannedLesson })));
    renderPage();
    fireEvent.click(await within(card('Lessons')).findByText('Algebra'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Lesson')).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: 'Cancel lesson' })).toBeInTheDocument();
  });

  it('on a phone, "Record purchase" comes right after the balance, in view without scrolling the table', async () => {
    const headers = async () => {
      const low = card('Students under the balance threshold');
      await within(low).findByText('Ann Lee (S000021)');
      return within(low)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    };
    serve();
    const desk = renderPage();
    expect(await headers()).toEqual(['Student', 'Balance', 'Next lesson', 'Actions']);
    desk.unmount();
    const breakpoint = jest.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: true });
    try {
      renderPage();
      expect(await headers()).toEqual(['Student', 'Balance', 'Actions', 'Next lesson']);
    } finally {
      breakpoint.mockRestore();
    }
  });

  it('empty lists read as good news', async () => {
    serve(emptyLists);
    renderPage();
    expect(await screen.findByText('Every active student is at or above the balance threshold.')).toBeInTheDocument();
    expect(screen.getByText('Every term register is paid.')).toBeInTheDocument();
    expect(screen.getByText('Every past lesson is confirmed or cancelled.')).toBeInTheDocument();
  });

  it('a section that fails says so and retries alone', async () => {
    serve();
    server.use(http.get('*/api/dashboard/lists', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    renderPage();
    expect(await screen.findByText('Could not load the lists.')).toBeInTheDocument();
    await waitFor(() => expect(card('Active students')).toHaveTextContent('120'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ann Lee (S000021)')).toBeInTheDocument();
  });
});
