import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import FeedbackDrawer from '../components/FeedbackDrawer';
import { confirmedLesson, draftFeedback, submittedFeedback } from './schedule.fixture';

setupMockServer();
jest.setTimeout(60_000);

/** Serves the lesson's feedback (as `feedback`, then as saved) and records each save's body. */
function serveFeedback(feedback: API.ScheduleFeedback) {
  const saved: API.ScheduleFeedbackSaveInput[] = [];
  let current = feedback;
  server.use(
    http.get('*/api/schedules/32/feedback', () => HttpResponse.json(current)),
    http.put('*/api/schedules/32/feedback', async ({ request }) => {
      const body = (await request.json()) as API.ScheduleFeedbackSaveInput;
      saved.push(body);
      current = {
        ...current,
        status: body.submit ? 'SUBMITTED' : 'DRAFT',
        classFeedback: body.classFeedback ?? null,
        students: current.students.map((student) => ({
          ...student,
          feedback: body.students?.find(({ studentId }) => studentId === student.studentId)?.feedback ?? '',
        })),
      };
      return HttpResponse.json(current);
    }),
  );
  return saved;
}

const button = (text: string) => screen.getByText(text, { selector: 'button span' });

function renderDrawer() {
  const onSaved = jest.fn();
  render(<FeedbackDrawer lesson={confirmedLesson} onClose={jest.fn()} onSaved={onSaved} />);
  return onSaved;
}

describe('Feedback drawer', () => {
  it('saves a draft and submits, each with the class and every student’s feedback', async () => {
    const saved = serveFeedback(draftFeedback);
    const onSaved = renderDrawer();
    const classText = await screen.findByLabelText('Class feedback');
    await waitFor(() => expect(classText).toHaveValue('Fractions went well.'));
    expect(screen.getByLabelText('Feedback for Ann Lee')).toHaveValue('Keep practising.');
    fireEvent.change(screen.getByLabelText('Feedback for Bob Ng'), { target: { value: 'Missed the lesson.' } });

    fireEvent.click(button('Save draft'));
    expect(await screen.findByText('Feedback saved as a draft')).toBeInTheDocument();
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();

    const students = [
      { studentId: 21, feedback: 'Keep practising.' },
      { studentId: 22, feedback: 'Missed the lesson.' },
    ];
    expect(saved).toEqual([
      { classFeedback: 'Fractions went well.', students, submit: false },
      { classFeedback: 'Fractions went well.', students, submit: true },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('asks for the class feedback before submitting, sending nothing', async () => {
    const saved = serveFeedback({ ...draftFeedback, classFeedback: null });
    renderDrawer();
    fireEvent.click(await screen.findByText('Submit', { selector: 'button span' }));
    expect(await screen.findByText('Please enter the class feedback before submitting')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('shows a submitted feedback read-only until Edit reopens it', async () => {
    const saved = serveFeedback(submittedFeedback);
    renderDrawer();
    expect(await screen.findByText('Fractions went well.')).toBeInTheDocument();
    expect(screen.queryByText('Save draft', { selector: 'button span' })).not.toBeInTheDocument();

    fireEvent.click(button('Edit'));
    const classText = screen.getByLabelText('Class feedback');
    fireEvent.change(classText, { target: { value: 'Fractions, then decimals.' } });
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(saved).toMatchObject([{ classFeedback: 'Fractions, then decimals.', submit: true }]);
  });

  it('previews the text being written, as the PDF lays it out', async () => {
    serveFeedback(draftFeedback);
    renderDrawer();
    const classText = await screen.findByLabelText('Class feedback');
    await waitFor(() => expect(classText).toHaveValue('Fractions went well.'));
    fireEvent.change(classText, { target: { value: 'Not saved yet' } });
    fireEvent.click(button('Preview'));
    const preview = (await screen.findByText('Feedback preview')).closest('.ant-modal') as HTMLElement;
    expect(within(preview).getByText('Not saved yet')).toBeInTheDocument();
    expect(within(preview).getByText('Tina Turner')).toBeInTheDocument();
    expect(
      within(within(preview).getByRole('region', { name: 'Feedback for Bob Ng' })).getByText('No feedback'),
    ).toBeInTheDocument();
  });

  it('downloads the PDF under the server’s file name', async () => {
    serveFeedback(draftFeedback);
    server.use(
      http.get('*/api/schedules/32/feedback/pdf', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="feedback-32.pdf"',
          },
        }),
      ),
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderDrawer();
    fireEvent.click(await screen.findByText('Download PDF', { selector: 'button span' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('feedback-32.pdf');
    jest.restoreAllMocks();
  });
});
