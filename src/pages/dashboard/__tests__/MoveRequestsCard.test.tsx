import { fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import MoveRequestsCard from '../components/MoveRequestsCard';

jest.setTimeout(30_000);
setupMockServer();

const request: API.MoveRequest = {
  id: 5,
  scheduleId: 11,
  studentId: 1,
  studentName: 'Mia Lopez',
  courseName: 'Piano',
  teacherName: 'Ada King',
  startTime: '2026-12-04T21:00:00Z',
  message: 'School trip',
  preferredTimes: 'Friday after 4',
  requestedByName: 'Ana Lopez',
  status: 'open',
  answerNote: null,
  answeredAt: null,
  createdAt: '2026-11-27T10:00:00Z',
};

describe('dashboard: families’ move requests', () => {
  it('is not shown when no request is open', async () => {
    let asked = false;
    server.use(
      http.get('*/api/move-requests', () => {
        asked = true;
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    const { container } = render(<MoveRequestsCard changes={0} onOpenLesson={jest.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(true);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the open ones, opens the lesson, and answers with a note', async () => {
    const answers: unknown[] = [];
    let open = [request];
    server.use(
      http.get('*/api/move-requests', () => HttpResponse.json({ success: true, data: open })),
      http.post('*/api/move-requests/5/answer', async ({ request: sent }) => {
        answers.push(await sent.json());
        open = [];
        return HttpResponse.json({ success: true, data: { ...request, status: 'declined', answerNote: 'Full' } });
      }),
    );
    const onOpenLesson = jest.fn();
    render(<MoveRequestsCard changes={0} onOpenLesson={onOpenLesson} />);
    expect(await screen.findByText(/Would suit: Friday after 4/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open lesson' }));
    expect(onOpenLesson).toHaveBeenCalledWith(11);
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    fireEvent.click(await screen.findByLabelText('Declined'));
    fireEvent.change(screen.getByLabelText('Note to the family'), { target: { value: 'Full' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeInTheDocument();
    expect(answers).toEqual([{ status: 'declined', note: 'Full' }]);
  });
});
