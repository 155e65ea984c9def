import { message } from 'antd';
import { showRequestFailure } from '@/components/FormSupport';
import type { ConflictCheckedSave } from '@/components/Schedule';
import { moveSchedule } from '@/services/api/schedules';
import type { LessonMove } from './LessonCalendar';

type MoveDeps = {
  setLessons: (update: (lessons: API.CalendarLesson[]) => API.CalendarLesson[]) => void;
  saveWithConflictCheck: <R>(request: ConflictCheckedSave<R>) => Promise<R | undefined>;
  reload: () => void;
};

/**
 * A drag or resize shows at once at its new place, then goes through the same conflict check as the
 * form; if the user backs out or the server refuses, the lesson goes back where it was.
 */
export function lessonMover({ setLessons, saveWithConflictCheck, reload }: MoveDeps) {
  return async ({ lesson, start, end }: LessonMove) => {
    const time = { startTime: start.toISOString(), endTime: end.toISOString() };
    const place = (shown: API.CalendarLesson) =>
      setLessons((lessons) => lessons.map((each) => (each.id === shown.id ? shown : each)));
    place({ ...lesson, ...time });
    try {
      const saved = await saveWithConflictCheck({
        query: {
          teacherId: lesson.teacherId,
          studentIds: lesson.students.map((student) => student.studentId),
          times: [time],
          excludeScheduleId: lesson.id,
        },
        save: (acknowledge) =>
          moveSchedule(
            { id: lesson.id },
            { ...time, ...(acknowledge && { acknowledgeConflicts: true }) },
            { skipErrorHandler: true },
          ),
      });
      if (saved === undefined) {
        place(lesson);
        return;
      }
      message.success('Updated successfully');
      // The server may have repriced the lesson or changed what the calendar shows; read it again.
      reload();
    } catch (error) {
      place(lesson);
      showRequestFailure('Failed to update, try again', error);
    }
  };
}
