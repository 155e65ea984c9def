import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { errorBody } from '@/../mock/handlers';
import { server, setupMockServer } from '@/../mock/server';
import { setDisplaySettings } from '@/utils/display-settings';
import { formatTimeRange } from '@/utils/format';
import TeacherConfirmationPage from '..';
import { pastLesson } from './teacher-lesson.fixture';

setupMockServer();

/** The machine running the suite may be busy; antd's modals and messages can take a while there. */
const SLOW_UI = { timeout: 5000 };

/** Serves GET /api/teacher-confirmations and records each query string. */
function serveLessons(lessons: API.TeacherLesson[] = [pastLesson]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/teacher-confirmations', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: lessons, total: lessons.length });
    }),
  );
  return queries;
}

/** Answers POST /api/teacher-confirmations/:id/<action>, recording the lesson id and body. */
function answerAction(action: string, status = 200, body: object = { success: true, data: pastLesson }) {
  const received: { id: string; body: unknown }[] = [];
  server.use(
    http.post(`*/api/teacher-confirmations/:id/${action}`, async ({ params, request }) => {
      const text = await request.text();
      received.push({ id: String(params.id), body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

/** By text rather than role: role queries over a whole table and modal are slow in jsdom. */
const clickButton = (container: HTMLElement, name: string) =>
  fireEvent.click(within(container).getByText(name, { selector: 'button span' }));
const findPopup = async (title: string) =>
  (await screen.findByText(title, {}, SLOW_UI)).closest('.ant-popover') as HTMLElement;
const rowOf = (course: string) => screen.getByText(course).closest('tr') as HTMLElement;
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW_UI)).closest('.ant-modal') as HTMLElement;

async function openConfirmForm() {
  render(<TeacherConfirmationPage />);
  await screen.findByText('Piano Basics', {}, SLOW_UI);
  clickButton(rowOf('Piano Basics'), 'Confirm');
  return findDialog('Confirm lesson');
}

describe('Teacher confirmation — to confirm', () => {
  it('lists the teacher’s past unconfirmed lessons with their students, never a price', async () => {
    const queries = serveLessons();
    render(<TeacherConfirmationPage />);
    expect(await screen.findByText('Piano Basics', {}, SLOW_UI)).toBeInTheDocument();
    const row = rowOf('Piano Basics');
    expect(within(row).getByText('Mia Wong')).toBeInTheDocument();
    expect(within(row).getByText('Leo Park')).toBeInTheDocument();
    // The lesson's time as the app writes it everywhere (src/utils/format): "<weekday> 2025-03-03 16:00–17:00".
    expect(within(row).getByText(formatTimeRange(pastLesson.startTime, pastLesson.endTime))).toBeInTheDocument();
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20', state: 'unconfirmed' });
  });

  it('confirms with the teacher’s times and every student’s attendance', async () => {
    const queries = serveLessons();
    const received = answerAction('confirm');
    const dialog = await openConfirmForm();
    const start = within(dialog).getByLabelText('Actual start time');
    expect(start).toHaveValue(dayjs(pastLesson.startTime).format('YYYY-MM-DD HH:mm'));
    expect(within(dialog).getByLabelText('Actual end time')).toHaveValue(
      dayjs(pastLesson.endTime).format('YYYY-MM-DD HH:mm'),
    );
    const realStart = dayjs(pastLesson.startTime).add(10, 'minute');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: realStart.format('YYYY-MM-DD HH:mm') } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(within(dialog).getByLabelText('Attendance of Leo Park')).getByLabelText('Absent'));
    expect(within(within(dialog).getByLabelText('Attendance of Mia Wong')).getByLabelText('Present')).toBeChecked();

    clickButton(dialog, 'Confirm');
    expect(await screen.findByText('Lesson confirmed', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([
      {
        id: '41',
        body: {
          teacherStartTime: realStart.toISOString(),
          teacherEndTime: pastLesson.endTime,
          attendance: [
            { studentId: 7, attendance: 'PRESENT' },
            { studentId: 9, attendance: 'ABSENT' },
          ],
        },
      },
    ]);
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('writes and reads the times on the centre’s 12-hour clock when it is set', async () => {
    // The app's dayjs speaks English (src/app.tsx); jsdom's picked up pro-components' Chinese.
    const locale = dayjs.locale();
    dayjs.locale('en');
    setDisplaySettings({ timeFormat: '12h' });
    try {
      serveLessons();
      const received = answerAction('confirm');
      const dialog = await openConfirmForm();
      const start = within(dialog).getByLabelText('Actual start time');
      expect(start).toHaveValue(dayjs(pastLesson.startTime).format('YYYY-MM-DD h:mm A'));
      const realStart = dayjs(pastLesson.startTime).add(15, 'minute');
      fireEvent.mouseDown(start);
      fireEvent.change(start, { target: { value: realStart.format('YYYY-MM-DD h:mm A') } });
      fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });
      clickButton(dialog, 'Confirm');
      expect(await screen.findByText('Lesson confirmed', {}, SLOW_UI)).toBeInTheDocument();
      // ProForm hands the pickers back as "2025-03-03 4:15 PM", which is read with the same pattern.
      expect(received[0]?.body).toMatchObject({
        teacherStartTime: realStart.toISOString(),
        teacherEndTime: pastLesson.endTime,
      });
    } finally {
      setDisplaySettings({ timeFormat: '24h' });
      dayjs.locale(locale);
    }
  });

  it('refuses an end time before the start time without sending anything', async () => {
    serveLessons();
    const received = answerAction('confirm');
    const dialog = await openConfirmForm();
    const end = within(dialog).getByLabelText('Actual end time');
    fireEvent.mouseDown(end);
    fireEvent.change(end, {
      target: { value: dayjs(pastLesson.startTime).subtract(1, 'hour').format('YYYY-MM-DD HH:mm') },
    });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter', keyCode: 13 });
    clickButton(dialog, 'Confirm');
    expect(await screen.findByText('The end time must be after the start time', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('puts a time the server refuses on its field', async () => {
    serveLessons();
    answerAction('confirm', 400, {
      ...errorBody('validation', 'teacherEndTime: must be within 24 hours of the start time'),
      fieldErrors: [{ field: 'teacherEndTime', message: 'must be within 24 hours of the start time' }],
    });
    const dialog = await openConfirmForm();
    clickButton(dialog, 'Confirm');
    const error = await screen.findByText('must be within 24 hours of the start time', {}, SLOW_UI);
    expect(error.closest('.ant-form-item')).toHaveTextContent('Actual end time');
    expect(screen.queryByText('Failed to confirm, try again')).not.toBeInTheDocument();
  });

  it('shows the server’s message and reloads when the lesson was already confirmed', async () => {
    const queries = serveLessons();
    answerAction('confirm', 409, errorBody('conflict', 'This lesson has already been confirmed.'));
    const dialog = await openConfirmForm();
    clickButton(dialog, 'Confirm');
    expect(await screen.findByText('This lesson has already been confirmed.', {}, SLOW_UI)).toBeInTheDocument();
    expect(screen.queryByText('Failed to confirm, try again')).not.toBeInTheDocument();
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('confirms with no change after the popconfirm, without a body', async () => {
    serveLessons();
    const received = answerAction('confirm-unchanged');
    render(<TeacherConfirmationPage />);
    await screen.findByText('Piano Basics', {}, SLOW_UI);
    clickButton(rowOf('Piano Basics'), 'Confirm with no change');
    const popup = await findPopup('Confirm with no change?');
    clickButton(popup, 'Confirm');
    expect(await screen.findByText('Lesson confirmed', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([{ id: '41', body: undefined }]);
  });

  it('cancels with the optional reason', async () => {
    serveLessons();
    const received = answerAction('cancel');
    render(<TeacherConfirmationPage />);
    await screen.findByText('Piano Basics', {}, SLOW_UI);
    clickButton(rowOf('Piano Basics'), 'Cancel');
    const popup = await findPopup('Cancel this lesson?');
    fireEvent.change(within(popup).getByLabelText('Reason for cancelling'), { target: { value: ' Student ill ' } });
    clickButton(popup, 'Cancel lesson');
    expect(await screen.findByText('Lesson cancelled', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([{ id: '41', body: { reason: 'Student ill' } }]);
  });

  it('says "Failed to cancel, try again" with the server’s reason on other refusals', async () => {
    serveLessons();
    answerAction('cancel', 422, errorBody('ruleviolated', 'This lesson has not started yet.'));
    render(<TeacherConfirmationPage />);
    await screen.findByText('Piano Basics', {}, SLOW_UI);
    clickButton(rowOf('Piano Basics'), 'Cancel');
    clickButton(await findPopup('Cancel this lesson?'), 'Cancel lesson');
    expect(await screen.findByText('Failed to cancel, try again', {}, SLOW_UI)).toBeInTheDocument();
    expect(screen.getByText('This lesson has not started yet.')).toBeInTheDocument();
  });
});
