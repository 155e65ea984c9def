import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Grid } from 'antd';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import TeacherConfirmationPage from '..';
import { confirmedLesson, lessonFeedback } from './teacher-lesson.fixture';

setupMockServer();

/** The machine running the suite may be busy; antd's modals and messages can take a while there. */
const SLOW_UI = { timeout: 5000 };

/** Serves both tabs' lists (the feedback tab gets the confirmed lesson) and the lesson's feedback. */
function serveFeedbackTab() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/teacher-confirmations', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const data = query.get('state') === 'feedback' ? [confirmedLesson] : [];
      return HttpResponse.json({ success: true, data, total: data.length });
    }),
    http.get('*/api/schedules/:id/feedback', () => HttpResponse.json(lessonFeedback)),
  );
  return queries;
}

/** Answers PUT /api/schedules/:id/feedback like the server, recording the body. */
function answerSave() {
  const received: unknown[] = [];
  server.use(
    http.put('*/api/schedules/:id/feedback', async ({ params, request }) => {
      expect(params.id).toBe('42');
      received.push(await request.json());
      return HttpResponse.json(lessonFeedback);
    }),
  );
  return received;
}

const clickButton = (container: HTMLElement, name: string) =>
  fireEvent.click(within(container).getByText(name, { selector: 'button span' }));

async function openFeedback() {
  const queries = serveFeedbackTab();
  render(<TeacherConfirmationPage />);
  fireEvent.click(screen.getByText('Feedback', { selector: '.ant-tabs-tab-btn' }));
  await screen.findByText('Piano Basics', {}, SLOW_UI);
  clickButton(screen.getByText('Piano Basics').closest('tr') as HTMLElement, 'Edit feedback');
  const dialog = (await screen.findByText('Lesson feedback', { selector: '.ant-modal-title' }, SLOW_UI)).closest(
    '.ant-modal',
  ) as HTMLElement;
  await waitFor(
    () => expect(within(dialog).getByLabelText('Class feedback')).toHaveValue('Scales in C major.'),
    SLOW_UI,
  );
  return { dialog, queries };
}

describe('Teacher confirmation — feedback', () => {
  it('lists confirmed lessons owing feedback, with their feedback status', async () => {
    const queries = serveFeedbackTab();
    render(<TeacherConfirmationPage />);
    fireEvent.click(screen.getByText('Feedback', { selector: '.ant-tabs-tab-btn' }));
    const row = (await screen.findByText('Piano Basics', {}, SLOW_UI)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Absent')).toBeInTheDocument();
    expect(queries.at(-1)?.get('state')).toBe('feedback');
  });

  it('on a phone, shows each lesson as a card with its feedback status', async () => {
    const breakpoint = jest.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: true });
    try {
      serveFeedbackTab();
      render(<TeacherConfirmationPage />);
      fireEvent.click(screen.getByText('Feedback', { selector: '.ant-tabs-tab-btn' }));
      const card = (await screen.findByText('Piano Basics', {}, SLOW_UI)).closest('.ant-list-item') as HTMLElement;
      expect(card).not.toBeNull();
      expect(within(card).getByText('Draft')).toBeInTheDocument();
      expect(document.querySelector('table')).toBeNull();
    } finally {
      breakpoint.mockRestore();
    }
  });

  it('saves a draft with the class and per-student feedback', async () => {
    const received = answerSave();
    const { dialog, queries } = await openFeedback();
    expect(within(dialog).getByLabelText('Feedback for Mia Wong')).toHaveValue('Steady tempo.');
    fireEvent.change(within(dialog).getByLabelText('Feedback for Leo Park'), { target: { value: 'Missed: ill' } });
    const listed = queries.length;
    clickButton(dialog, 'Save draft');
    expect(await screen.findByText('Feedback saved as draft', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([
      {
        classFeedback: 'Scales in C major.',
        students: [
          { studentId: 7, feedback: 'Steady tempo.' },
          { studentId: 9, feedback: 'Missed: ill' },
        ],
        submit: false,
      },
    ]);
    await waitFor(() => expect(queries.length).toBe(listed + 1));
  });

  it('submits with submit: true', async () => {
    const received = answerSave();
    const { dialog } = await openFeedback();
    fireEvent.change(within(dialog).getByLabelText('Class feedback'), { target: { value: 'Chords in G.' } });
    clickButton(dialog, 'Submit');
    expect(await screen.findByText('Feedback submitted', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ classFeedback: 'Chords in G.', submit: true })]);
  });

  it('asks for the class feedback before submitting, but saves a draft without it', async () => {
    const received = answerSave();
    const { dialog } = await openFeedback();
    fireEvent.change(within(dialog).getByLabelText('Class feedback'), { target: { value: '  ' } });
    clickButton(dialog, 'Submit');
    expect(
      await screen.findByText('Please enter the class feedback before submitting', {}, SLOW_UI),
    ).toBeInTheDocument();
    expect(received).toEqual([]);
    clickButton(dialog, 'Save draft');
    await waitFor(() => expect(received).toEqual([expect.objectContaining({ classFeedback: null, submit: false })]));
  });

  it('keeps submitted feedback listed, to open and edit again', async () => {
    const submitted: API.TeacherLesson = { ...confirmedLesson, feedbackStatus: 'SUBMITTED' };
    server.use(
      http.get('*/api/teacher-confirmations', ({ request }) => {
        const data = new URL(request.url).searchParams.get('state') === 'feedback' ? [submitted] : [];
        return HttpResponse.json({ success: true, data, total: data.length });
      }),
      http.get('*/api/schedules/:id/feedback', () =>
        HttpResponse.json({ ...lessonFeedback, status: 'SUBMITTED', submittedAt: '2025-03-03T19:00:00.000Z' }),
      ),
    );
    const received = answerSave();
    render(<TeacherConfirmationPage />);
    fireEvent.click(screen.getByText('Feedback', { selector: '.ant-tabs-tab-btn' }));
    const row = (await screen.findByText('Piano Basics', {}, SLOW_UI)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(within(row).getByText('Download PDF', { selector: 'button span' })).toBeInTheDocument();
    clickButton(row, 'Edit feedback');
    const dialog = (await screen.findByText('Lesson feedback', { selector: '.ant-modal-title' }, SLOW_UI)).closest(
      '.ant-modal',
    ) as HTMLElement;
    await waitFor(() => expect(within(dialog).getByLabelText('Class feedback')).toHaveValue('Scales in C major.'));
    fireEvent.change(within(dialog).getByLabelText('Class feedback'), { target: { value: 'Scales, corrected.' } });
    clickButton(dialog, 'Submit');
    expect(await screen.findByText('Feedback submitted', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ classFeedback: 'Scales, corrected.', submit: true })]);
  });

  it('previews what is typed, before saving', async () => {
    const received = answerSave();
    const { dialog } = await openFeedback();
    fireEvent.change(within(dialog).getByLabelText('Class feedback'), { target: { value: 'Unsaved words.' } });
    clickButton(dialog, 'Preview');
    const preview = (await screen.findByText('Feedback preview', { selector: '.ant-modal-title' }, SLOW_UI)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(preview).getByText('Unsaved words.')).toBeInTheDocument();
    expect(
      within(within(preview).getByLabelText('Feedback for Mia Wong')).getByText('Steady tempo.'),
    ).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  describe('Download PDF', () => {
    let clicked: HTMLAnchorElement[];
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
      clicked = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('saves the lesson’s PDF under the server’s file name', async () => {
      const { dialog } = await openFeedback();
      server.use(
        http.get('*/api/schedules/:id/feedback/pdf', ({ params }) => {
          expect(params.id).toBe('42');
          return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="lesson-feedback_2025-03-03_piano_42.pdf"',
            },
          });
        }),
      );
      clickButton(dialog, 'Download PDF');
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0].download).toBe('lesson-feedback_2025-03-03_piano_42.pdf');
    });
  });
});
