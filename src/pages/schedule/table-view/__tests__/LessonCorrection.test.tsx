import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { errorBody } from '@/../mock/handlers';
import { server, setupMockServer } from '@/../mock/server';
import CorrectLessonModal from '../components/CorrectLessonModal';
import { confirmedLesson } from './schedule.fixture';
import { button, renderTablePage as renderPage, rowOf, serveLessons } from './table-page-harness';

const mockAccess = { canAdmin: true };
// The page asks umi's access model whether the user is an administrator; the model is not under test.
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

setupMockServer();
jest.setTimeout(60_000);

/** Answers PUT …/confirmation with `status` and `body`, recording each request's lesson id and body. */
function answerCorrection(status = 200, body: object = { success: true, data: {} }) {
  const received: { id: string; body: unknown }[] = [];
  server.use(
    http.put('*/api/schedules/:id/confirmation', async ({ params, request }) => {
      received.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

const fieldOf = (element: HTMLElement) => element.closest('.ant-form-item') as HTMLElement;

function renderModal() {
  const onCorrected = jest.fn();
  render(<CorrectLessonModal lesson={confirmedLesson} onClose={jest.fn()} onCorrected={onCorrected} />);
  return onCorrected;
}

/** Types a local "YYYY-MM-DD HH:mm" into a date-time picker the way a user does: open, type, Enter. */
function pickTime(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('Correct a confirmed lesson — on the table', () => {
  it('lets an administrator correct a confirmed lesson, then reloads the table', async () => {
    mockAccess.canAdmin = true;
    const queries = serveLessons();
    const received = answerCorrection();
    renderPage();
    await screen.findByText('Piano');
    expect(within(rowOf('Algebra')).getByText('Correct').closest('button')).toBeDisabled();
    fireEvent.click(within(rowOf('Piano')).getByText('Correct'));

    expect(await screen.findByLabelText('Price')).toHaveValue('67.50');
    expect(screen.getByLabelText('Teacher hourly rate')).toHaveValue('30.00');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Teacher typo' } });
    fireEvent.click(button('Save correction'));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0].id).toBe('32');
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('does not offer Correct to an operator', async () => {
    mockAccess.canAdmin = false;
    serveLessons();
    renderPage();
    await screen.findByText('Piano');
    expect(within(rowOf('Piano')).getByText('History').closest('button')).toBeEnabled();
    expect(screen.queryByText('Correct')).not.toBeInTheDocument();
  });
});

describe('Correct a confirmed lesson — the form', () => {
  it('sends the corrected times, attendance, changed price and reason', async () => {
    const received = answerCorrection();
    const onCorrected = renderModal();
    const end = await screen.findByLabelText('Teacher end time');
    const start = screen.getByLabelText('Teacher start time');
    expect(start).toHaveValue(dayjs(confirmedLesson.teacherStartTime).format('YYYY-MM-DD HH:mm'));
    const realEnd = dayjs(confirmedLesson.teacherEndTime).add(15, 'minute');
    pickTime(end, realEnd.format('YYYY-MM-DD HH:mm'));
    expect(within(screen.getByLabelText('Attendance of Bob Ng')).getByLabelText('Absent')).toBeChecked();
    fireEvent.click(within(screen.getByLabelText('Attendance of Bob Ng')).getByLabelText('Present'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Bob arrived late ' } });

    fireEvent.click(button('Save correction'));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(received).toEqual([
      {
        id: '32',
        body: {
          teacherStartTime: confirmedLesson.teacherStartTime,
          teacherEndTime: realEnd.toISOString(),
          attendance: [
            { studentId: 21, attendance: 'PRESENT' },
            { studentId: 22, attendance: 'PRESENT' },
          ],
          price: '70.00',
          reason: 'Bob arrived late',
        },
      },
    ]);
    expect(onCorrected).toHaveBeenCalledTimes(1);
  });

  it('asks for a reason and an end after the start, sending nothing', async () => {
    const received = answerCorrection();
    renderModal();
    const end = await screen.findByLabelText('Teacher end time');
    pickTime(end, dayjs(confirmedLesson.teacherStartTime).subtract(1, 'hour').format('YYYY-MM-DD HH:mm'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '12.345' } });
    fireEvent.click(button('Save correction'));

    const reason = await screen.findByText('Please enter the reason for the correction');
    expect(fieldOf(reason)).toHaveTextContent('Reason');
    expect(screen.getByText('The end time must be after the start time')).toBeInTheDocument();
    expect(screen.getByText('Price must be an amount like 45.00 (at most 2 decimals)')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('puts a field the server refuses on that field', async () => {
    answerCorrection(400, {
      ...errorBody('validation', 'teacherStartTime: must be within 24 hours of the planned start'),
      fieldErrors: [{ field: 'teacherStartTime', message: 'must be within 24 hours of the planned start' }],
    });
    renderModal();
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Wrong start' } });
    fireEvent.click(button('Save correction'));
    const error = await screen.findByText('must be within 24 hours of the planned start');
    expect(fieldOf(error)).toHaveTextContent('Teacher start time');
    expect(screen.queryByText('Failed to update, try again')).not.toBeInTheDocument();
  });

  it('says the update failed, with the server’s reason, when the lesson cannot be corrected', async () => {
    answerCorrection(422, errorBody('ruleviolated', 'Only a confirmed lesson can have its confirmation corrected.'));
    renderModal();
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Wrong start' } });
    fireEvent.click(button('Save correction'));
    expect(await screen.findByText('Failed to update, try again')).toBeInTheDocument();
    expect(screen.getByText('Only a confirmed lesson can have its confirmation corrected.')).toBeInTheDocument();
  });
});
