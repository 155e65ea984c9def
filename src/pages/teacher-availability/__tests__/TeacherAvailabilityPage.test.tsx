import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { adminAccount } from '@/../mock/handlers';
import { server, setupMockServer } from '@/../mock/server';
import TeacherAvailabilityPage from '..';
import { availability } from './availability.fixture';

const teacherAccount: API.CurrentUser = {
  ...adminAccount,
  id: 5,
  login: 'tom',
  name: 'Tom Teacher',
  role: 'ROLE_TEACHER',
  authorities: ['ROLE_TEACHER', 'INTERNAL_STAFF'],
};
let mockCurrentUser: API.CurrentUser = teacherAccount;

// The page reads the signed-in user from umi's initial state; the model provider is not part of this test.
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({ initialState: { currentUser: mockCurrentUser } }),
}));

setupMockServer();

/** The machine running the suite may be busy; antd's pickers and messages can take a while there. */
const SLOW_UI = { timeout: 5000 };

/** Serves GET /api/teacher-availability and records each query string. */
function serveAvailability() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/teacher-availability', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(availability);
    }),
  );
  return queries;
}

/** Answers PUT /api/teacher-availability/:teacherId/slots, recording the teacher and body. */
function answerSlots(status = 200, body: object = availability) {
  const received: { teacherId: string; body: unknown }[] = [];
  server.use(
    http.put('*/api/teacher-availability/:teacherId/slots', async ({ params, request }) => {
      received.push({ teacherId: String(params.teacherId), body: await request.json() });
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

const clickButton = (container: HTMLElement, name: string) =>
  fireEvent.click(within(container).getByText(name, { selector: 'button span' }));

/** Types a clock time into a time picker found by its label and commits it. */
function typeTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function renderAsTeacher() {
  mockCurrentUser = teacherAccount;
  const queries = serveAvailability();
  render(<TeacherAvailabilityPage />);
  await waitFor(() => expect(screen.getByLabelText('Monday time 1 from')).toHaveValue('09:00'), SLOW_UI);
  return queries;
}

describe('Teacher availability — a teacher', () => {
  it('shows their own weekly hours and exceptions, with no teacher picker', async () => {
    const queries = await renderAsTeacher();
    expect(Object.fromEntries(queries[0])).toEqual({ teacherId: '5' });
    expect(screen.getByLabelText('Monday time 1 to')).toHaveValue('12:00');
    expect(screen.getByLabelText('Wednesday time 1 from')).toHaveValue('14:00');
    expect(screen.queryByLabelText('Teacher')).not.toBeInTheDocument();
    const christmas = screen.getByText('Christmas').closest('tr') as HTMLElement;
    expect(within(christmas).getByText('Not available')).toBeInTheDocument();
    expect(within(christmas).getByText('All day')).toBeInTheDocument();
    expect(screen.getByText('10:00–13:00')).toBeInTheDocument();
  });

  it('saves the whole week: a removed range is gone, an added one is sent', async () => {
    const queries = await renderAsTeacher();
    const received = answerSlots();
    fireEvent.click(screen.getByLabelText('Remove Wednesday time 1'));
    fireEvent.click(screen.getByLabelText('Add time on Friday'));
    typeTime('Friday time 1 from', '15:00');
    typeTime('Friday time 1 to', '18:30');
    clickButton(document.body, 'Save weekly hours');
    expect(await screen.findByText('Updated successfully', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([
      {
        teacherId: '5',
        body: {
          slots: [
            { weekday: 1, startTime: '09:00', endTime: '12:00' },
            { weekday: 5, startTime: '15:00', endTime: '18:30' },
          ],
        },
      },
    ]);
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('refuses overlapping ranges on one day without sending anything', async () => {
    await renderAsTeacher();
    const received = answerSlots();
    fireEvent.click(screen.getByLabelText('Add time on Monday'));
    typeTime('Monday time 2 from', '11:00');
    typeTime('Monday time 2 to', '13:00');
    clickButton(document.body, 'Save weekly hours');
    // Both ranges are marked, so the teacher sees which two clash.
    expect(await screen.findAllByText('This time overlaps another Monday time', {}, SLOW_UI)).toHaveLength(2);
    expect(received).toEqual([]);
  });

  it('says "Failed to update, try again" with the server’s reason', async () => {
    await renderAsTeacher();
    answerSlots(400, {
      success: false,
      errorCode: 'validation',
      errorMessage: 'Slots on Monday overlap',
      showType: 2,
    });
    clickButton(document.body, 'Save weekly hours');
    expect(await screen.findByText('Failed to update, try again', {}, SLOW_UI)).toBeInTheDocument();
    expect(screen.getByText('Slots on Monday overlap')).toBeInTheDocument();
  });

  it('adds a date exception and deletes one', async () => {
    const queries = await renderAsTeacher();
    const added: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.post('*/api/teacher-availability/:teacherId/exceptions', async ({ params, request }) => {
        expect(params.teacherId).toBe('5');
        added.push(await request.json());
        return HttpResponse.json(availability.exceptions[0], { status: 201 });
      }),
      http.delete('*/api/teacher-availability/exceptions/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ success: true });
      }),
    );
    clickButton(document.body, 'Add exception');
    const dialog = (await screen.findByText('Add date exception', { selector: '.ant-modal-title' }, SLOW_UI)).closest(
      '.ant-modal',
    ) as HTMLElement;
    const date = within(dialog).getByLabelText('Date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2025-12-31' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Dentist' } });
    clickButton(dialog, 'Save');
    expect(await screen.findByText('Added successfully', {}, SLOW_UI)).toBeInTheDocument();
    expect(added).toEqual([{ date: '2025-12-31', available: false, startTime: null, endTime: null, note: 'Dentist' }]);

    clickButton(screen.getByText('Christmas').closest('tr') as HTMLElement, 'Delete');
    const popup = (await screen.findByText('Delete this exception?', {}, SLOW_UI)).closest(
      '.ant-popover',
    ) as HTMLElement;
    clickButton(popup, 'Delete');
    expect(await screen.findByText('Deleted successfully', {}, SLOW_UI)).toBeInTheDocument();
    expect(deleted).toEqual(['11']);
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(3));
  });
});

describe('Teacher availability — staff', () => {
  it('picks a teacher first, then edits that teacher’s availability', async () => {
    mockCurrentUser = adminAccount;
    const queries = serveAvailability();
    server.use(
      http.get('*/api/teachers', () =>
        HttpResponse.json({
          success: true,
          data: [{ id: 5, firstName: 'Tom', lastName: 'Teacher', login: 'tom' }],
          total: 1,
        }),
      ),
    );
    const received = answerSlots();
    render(<TeacherAvailabilityPage />);
    expect(screen.getByText('Choose a teacher to see and edit their availability.')).toBeInTheDocument();
    expect(queries).toEqual([]);

    fireEvent.mouseDown(screen.getByLabelText('Teacher'));
    fireEvent.click(await screen.findByText('Tom Teacher', { selector: '.ant-select-item-option-content' }, SLOW_UI));
    await waitFor(() => expect(screen.getByLabelText('Monday time 1 from')).toHaveValue('09:00'), SLOW_UI);
    expect(Object.fromEntries(queries[0])).toEqual({ teacherId: '5' });

    clickButton(document.body, 'Save weekly hours');
    await waitFor(() => expect(received).toHaveLength(1), SLOW_UI);
    expect(received[0].teacherId).toBe('5');
  });
});
