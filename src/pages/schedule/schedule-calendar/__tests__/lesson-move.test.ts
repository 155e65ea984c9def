import { HttpResponse, http } from 'msw';
import type { SetStateAction } from 'react';
import { server, setupMockServer } from '@/../mock/server';
import { type ConflictCheckedSave, saveWithConflictCheck } from '@/components/Schedule';
import { lessonMover } from '../components/lesson-move';
import { todaysLesson } from './calendar-lesson.fixture';

setupMockServer();

const lesson = todaysLesson();
const start = new Date('2030-03-05T14:00:00.000Z');
const end = new Date('2030-03-05T15:00:00.000Z');

/** A calendar holding the one lesson, a dialog answering as told, and the server's side of a move. */
function setUp({ conflicts = [] as string[], userSavesAnyway = false, moveStatus = 200 } = {}) {
  let shown: API.CalendarLesson[] = [lesson];
  const moves: Record<string, unknown>[] = [];
  const checks: unknown[] = [];
  server.use(
    http.post('*/api/schedules/conflicts', async ({ request }) => {
      checks.push(await request.json());
      return HttpResponse.json({ success: true, data: conflicts.map((message) => ({ kind: 'teacher', message })) });
    }),
    http.patch('*/api/schedules/:id/time', async ({ request }) => {
      moves.push((await request.json()) as Record<string, unknown>);
      const body = { success: false, errorCode: 'ruleviolated', errorMessage: 'Confirmed lessons cannot move.' };
      return moveStatus === 200
        ? HttpResponse.json({ success: true, data: {} })
        : HttpResponse.json(body, { status: moveStatus });
    }),
  );
  const asked: string[][] = [];
  const reload = jest.fn();
  const move = lessonMover({
    setLessons: (next: SetStateAction<API.CalendarLesson[]>) => {
      shown = typeof next === 'function' ? next(shown) : next;
    },
    saveWithConflictCheck: <R>(request: ConflictCheckedSave<R>) =>
      saveWithConflictCheck(request, async (messages) => {
        asked.push(messages);
        return userSavesAnyway;
      }),
    reload,
  });
  return { move: () => move({ lesson, start, end }), shown: () => shown, moves, checks, asked, reload };
}

describe('moving a lesson on the calendar', () => {
  it('checks the new time against the teacher and students, leaving the lesson itself out', async () => {
    const { move, moves, checks, reload } = setUp();
    await move();
    expect(checks).toEqual([
      {
        teacherId: 7,
        studentIds: [31],
        times: [{ startTime: start.toISOString(), endTime: end.toISOString() }],
        excludeScheduleId: 501,
      },
    ]);
    expect(moves).toEqual([{ startTime: start.toISOString(), endTime: end.toISOString() }]);
    expect(reload).toHaveBeenCalled();
  });

  it('puts the lesson back when the user goes back from the conflicts', async () => {
    const { move, moves, asked, shown } = setUp({ conflicts: ['Tina Turner already teaches then'] });
    await move();
    expect(asked).toEqual([['Tina Turner already teaches then']]);
    expect(moves).toEqual([]);
    expect(shown()).toEqual([lesson]);
  });

  it('moves with acknowledgeConflicts after "Save anyway"', async () => {
    const { move, moves, shown } = setUp({ conflicts: ['Ada Lovelace has another lesson'], userSavesAnyway: true });
    await move();
    expect(moves).toEqual([{ startTime: start.toISOString(), endTime: end.toISOString(), acknowledgeConflicts: true }]);
    expect(shown()[0]).toMatchObject({ startTime: start.toISOString(), endTime: end.toISOString() });
  });

  it('puts the lesson back when the server refuses', async () => {
    const { move, shown, reload } = setUp({ moveStatus: 422 });
    await move();
    expect(shown()).toEqual([lesson]);
    expect(reload).not.toHaveBeenCalled();
  });
});
