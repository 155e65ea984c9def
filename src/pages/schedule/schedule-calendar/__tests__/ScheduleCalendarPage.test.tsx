import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import ScheduleCalendarPage from '..';
import { todaysLesson } from './calendar-lesson.fixture';

setupMockServer();
// The calendar and the lesson form are big DOMs: slow in jsdom on a shared machine.
jest.setTimeout(60_000);
// react-big-calendar's slot selection asks what is under the pointer on every mouse-down; jsdom has no layout.
beforeAll(() => {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
});

const lessonDetails: API.ScheduleItem = {
  ...todaysLesson(),
  seriesId: null,
  courseType: 'PRIVATE',
  teacherColor: '#0958d9',
  address: '12 High Street',
  teacherStartTime: null,
  teacherEndTime: null,
  hours: 1,
  minutes: 0,
  students: [{ studentId: 31, studentNumber: 'S-0042', name: 'Ada Lovelace', attendance: null, chargedAmount: null }],
  price: '30.00',
  paymentType: 'VOUCHER',
  hourlyRate: '30.00',
  teacherHourlyRate: '25.00',
  comments: null,
  confirmedAt: null,
  acknowledgedConflicts: null,
  acknowledgedBy: null,
  acknowledgedAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
};

/** Serves the calendar range and the filter pickers; records each calendar query. */
function serveCalendar(lessons: API.CalendarLesson[] = [todaysLesson()]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/schedules/calendar', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: lessons });
    }),
    http.get('*/api/schedules/:id', () => HttpResponse.json({ success: true, data: lessonDetails })),
    http.get('*/api/teachers', () =>
      HttpResponse.json({
        success: true,
        data: [{ id: 7, firstName: 'Tina', lastName: 'Turner', login: 'tina' }],
        total: 1,
      }),
    ),
    http.get('*/api/courses', () => HttpResponse.json({ success: true, data: [], total: 0 })),
    http.get('*/api/students', () => HttpResponse.json({ success: true, data: [], total: 0 })),
  );
  return queries;
}

const spanInDays = (query: URLSearchParams) => dayjs(query.get('to')).diff(dayjs(query.get('from')), 'day', true);

/**
 * As in the app, inside antd's English locale: without it pro-components switch dayjs to Chinese,
 * whose weeks start on Monday.
 */
const renderPage = () =>
  render(
    <ConfigProvider locale={enUS}>
      <ScheduleCalendarPage />
    </ConfigProvider>,
  );

const clickButton = (text: string) => fireEvent.click(screen.getByText(text, { selector: 'button, button span' }));

/**
 * The calendar box of a lesson: its course, teacher and students each on their own line (the week and day
 * views cut each line with an ellipsis, at the end of the line's own text), all three in the same event.
 */
async function findLessonEvent(course: string, teacher: string, students: string) {
  const courseLine = await screen.findByText(course, { selector: '.rbc-event div' });
  const event = courseLine.closest('.rbc-event') as HTMLElement;
  const lines = [
    courseLine,
    within(event).getByText(teacher, { selector: 'div' }),
    within(event).getByText(students, { selector: 'div' }),
  ];
  // Each line takes its own text's direction, so a right-to-left page cuts a Latin name at its end.
  for (const line of lines) expect(line).toHaveAttribute('dir', 'auto');
  return event;
}

describe('Schedule calendar', () => {
  it('asks only for the visible week, then the visible month and day', async () => {
    const queries = serveCalendar([]);
    renderPage();
    await waitFor(() => expect(queries).toHaveLength(1));
    const week = queries[0];
    expect(new Date(week.get('from') as string)).toEqual(dayjs().startOf('week').toDate());
    expect(spanInDays(week)).toBe(7);

    clickButton('Month');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(dayjs(queries[1].get('from')).isAfter(dayjs().startOf('month').subtract(7, 'day'))).toBe(true);
    expect(spanInDays(queries[1])).toBeGreaterThanOrEqual(28);
    expect(spanInDays(queries[1])).toBeLessThanOrEqual(42);

    clickButton('Day');
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(new Date(queries[2].get('from') as string)).toEqual(dayjs().startOf('day').toDate());
    expect(spanInDays(queries[2])).toBe(1);
  });

  it('opens on the day on a phone, where a week was seven 30 px columns (issue 31)', async () => {
    const desk = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desk(query), matches: query.includes('max-width: 767') });
    try {
      const queries = serveCalendar([]);
      renderPage();
      await waitFor(() => expect(queries).toHaveLength(1));
      expect(new Date(queries[0].get('from') as string)).toEqual(dayjs().startOf('day').toDate());
      expect(spanInDays(queries[0])).toBe(1);
      expect(screen.getByText('Day', { selector: 'button' })).toHaveClass('rbc-active');
      clickButton('Week');
      await waitFor(() => expect(queries).toHaveLength(2));
      expect(spanInDays(queries[1])).toBe(7);
    } finally {
      window.matchMedia = desk;
    }
  });

  it('draws each lesson in its teacher’s colour with readable text', async () => {
    serveCalendar();
    renderPage();
    const event = await findLessonEvent('Algebra', 'Tina Turner', 'Ada Lovelace');
    expect(event).toHaveStyle({ backgroundColor: '#0958d9', color: '#ffffff' });
  });

  it('reloads the range for the teacher chosen in the filter', async () => {
    const queries = serveCalendar();
    renderPage();
    await waitFor(() => expect(queries).toHaveLength(1));
    fireEvent.mouseDown(screen.getByLabelText('Teacher'));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="Tina Turner"]');
      if (!found) throw new Error('no teacher option yet');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(queries.at(-1)?.get('teacherId')).toBe('7'));
    expect(queries.at(-1)?.get('from')).toBe(queries[0].get('from'));
  });

  it('opens a lesson’s details and its edit form', async () => {
    serveCalendar();
    renderPage();
    fireEvent.click(await findLessonEvent('Algebra', 'Tina Turner', 'Ada Lovelace'));
    const drawer = (await screen.findByText('Lesson', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(await within(drawer).findByText('Unconfirmed')).toBeInTheDocument();
    expect(within(drawer).getByText('Not Submitted')).toBeInTheDocument();
    expect(within(drawer).getByText('Ada Lovelace (S-0042)')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByText('Edit', { selector: 'button span' }));
    expect(await screen.findByText('Edit lesson', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('shades the teachers’ available hours of the visible range when asked', async () => {
    const queries = serveCalendar([]);
    const asked: URLSearchParams[] = [];
    const nine = dayjs().startOf('day').hour(9);
    server.use(
      http.get('*/api/teacher-availability/calendar', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        const interval = { teacherId: 7, teacherName: 'Tina Turner', color: '#0958d9' };
        return HttpResponse.json({
          success: true,
          data: [{ ...interval, start: nine.toISOString(), end: nine.add(3, 'hour').toISOString() }],
        });
      }),
    );
    renderPage();
    await waitFor(() => expect(queries).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('Show availability'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].get('from')).toBe(queries[0].get('from'));
    expect(asked[0].get('to')).toBe(queries[0].get('to'));
    await waitFor(() => expect(document.querySelector('.calendar-availability')).not.toBeNull());
  });

  it('says when the lessons could not be loaded, and Retry loads them', async () => {
    serveCalendar();
    let failures = 0;
    server.use(
      http.get(
        '*/api/schedules/calendar',
        () => {
          failures += 1;
          return HttpResponse.json({ success: false, errorMessage: 'Database restarting' }, { status: 503 });
        },
        { once: true },
      ),
    );
    renderPage();
    expect(await screen.findByText('Could not load the lessons of these dates.')).toBeInTheDocument();
    expect(screen.getByText('Database restarting')).toBeInTheDocument();
    expect(failures).toBe(1);
    clickButton('Retry');
    await findLessonEvent('Algebra', 'Tina Turner', 'Ada Lovelace');
    expect(screen.queryByText('Could not load the lessons of these dates.')).not.toBeInTheDocument();
  });

  it('opens an empty lesson form from "New lesson"', async () => {
    serveCalendar([]);
    renderPage();
    clickButton('New lesson');
    expect(await screen.findByText('New lesson', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveValue('');
  });
});
