import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import LessonDrawer from '../LessonDrawer';
import { plannedLesson } from './lesson.fixture';

setupMockServer();

const noop = () => undefined;

describe('LessonDrawer', () => {
  it('loads the lesson it is given, and the next one when the calendar opens another', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/schedules/:id', ({ params }) => {
        asked.push(String(params.id));
        const lesson =
          params.id === '502'
            ? { ...plannedLesson, id: 502, courseName: 'Geometry', status: 'CONFIRMED' }
            : plannedLesson;
        return HttpResponse.json({ success: true, data: lesson });
      }),
    );
    const { rerender } = render(<LessonDrawer lessonId={501} onClose={noop} onEdit={noop} onChanged={noop} />);
    expect(await screen.findByText('Algebra', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();

    rerender(<LessonDrawer lessonId={502} onClose={noop} onEdit={noop} onChanged={noop} />);
    expect(await screen.findByText('Geometry', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(asked).toEqual(['501', '502']);
  });
});
