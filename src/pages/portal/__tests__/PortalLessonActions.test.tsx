import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import PortalLessons from '../lessons';
import { cancellationTerms } from '../lessons/CancelLessonButton';

jest.setTimeout(30_000);
setupMockServer();

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const upcoming: API.PortalLesson = {
  scheduleId: 11,
  studentId: 1,
  studentName: 'Mia Lopez',
  status: 'PLANNED',
  courseType: 'PRIVATE',
  courseName: 'Piano',
  teacherName: 'Ada King',
  address: 'Room 2',
  startTime: hours(72),
  endTime: hours(73),
  attendance: null,
  chargedAmount: null,
  feedbackStatus: 'NOT_SUBMITTED',
  feedbackAvailable: false,
  feedbackRead: false,
  lateCancelled: false,
  freeCancelUntil: hours(48),
  lateCancellation: 'refuse',
};

const renderLessons = () =>
  render(
    <MemoryRouter initialEntries={['/portal/lessons']}>
      <PortalLessons />
    </MemoryRouter>,
  );

describe('portal lessons: cancelling and moving under the centre’s policy', () => {
  it('says before asking what cancelling would do: free, charged or call the centre', () => {
    expect(cancellationTerms(upcoming)?.kind).toBe('free');
    const late = { ...upcoming, freeCancelUntil: hours(-1) };
    expect(cancellationTerms(late)?.kind).toBe('refused');
    expect(cancellationTerms({ ...late, lateCancellation: 'charge' })?.kind).toBe('charged');
    expect(cancellationTerms({ ...upcoming, lateCancelled: true })).toBeNull();
    // Exactly at the end of the window it is still free.
    const now = Date.now();
    expect(cancellationTerms({ ...upcoming, freeCancelUntil: new Date(now).toISOString() }, now)?.kind).toBe('free');
  });

  it('cancels inside the window, then shows the list again; a refused late lesson has no cancel button', async () => {
    const cancelled: unknown[] = [];
    let rows = [upcoming, { ...upcoming, scheduleId: 12, courseName: 'Chess', freeCancelUntil: hours(-1) }];
    server.use(
      http.get('*/api/portal/lessons', () => HttpResponse.json({ success: true, data: rows })),
      http.get('*/api/portal/move-requests', () => HttpResponse.json({ success: true, data: [] })),
      http.post('*/api/portal/lessons/11/cancel', async ({ request }) => {
        cancelled.push(await request.json());
        rows = rows.filter((row) => row.scheduleId !== 11);
        return HttpResponse.json({
          success: true,
          data: { outcome: 'lesson-cancelled', message: 'The lesson is cancelled, at no charge.' },
        });
      }),
    );
    renderLessons();
    expect(await screen.findByText(/Please call the centre to cancel/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel lesson' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    expect(await screen.findByText('This is free of charge.')).toBeInTheDocument();
    const dialogButtons = screen.getAllByRole('button', { name: 'Cancel lesson' });
    fireEvent.click(dialogButtons[dialogButtons.length - 1]);
    expect(await screen.findByText('The lesson is cancelled, at no charge.')).toBeInTheDocument();
    expect(cancelled).toEqual([{ studentId: 1 }]);
    await waitFor(() => expect(screen.queryByText(/Piano/)).not.toBeInTheDocument());
  });

  it('asks to move a lesson and shows the centre’s answer', async () => {
    const asked: unknown[] = [];
    let requests: API.MoveRequest[] = [];
    server.use(
      http.get('*/api/portal/lessons', () => HttpResponse.json({ success: true, data: [upcoming] })),
      http.get('*/api/portal/move-requests', () => HttpResponse.json({ success: true, data: requests })),
      http.post('*/api/portal/lessons/11/move-requests', async ({ request }) => {
        asked.push(await request.json());
        requests = [
          {
            id: 1,
            scheduleId: 11,
            studentId: 1,
            studentName: 'Mia Lopez',
            courseName: 'Piano',
            teacherName: 'Ada King',
            startTime: upcoming.startTime,
            message: 'School trip',
            preferredTimes: 'Friday after 4',
            requestedByName: 'Ana Lopez',
            status: 'answered',
            answerNote: 'Moved to Friday 16:30',
            answeredAt: hours(0),
            createdAt: hours(0),
          },
        ];
        return HttpResponse.json({ success: true, data: requests[0] }, { status: 201 });
      }),
    );
    renderLessons();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to move' }));
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'School trip' } });
    fireEvent.change(screen.getByLabelText('Times that would suit'), { target: { value: 'Friday after 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Centre: Moved to Friday 16:30')).toBeInTheDocument();
    expect(asked).toEqual([{ studentId: 1, message: 'School trip', preferredTimes: 'Friday after 4' }]);
  });
});
