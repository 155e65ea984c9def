import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { type MailEventLessons, mailEvents, schedules } from '../../../db/schema';

/** A lesson as it was before a change: what the teacher notices compare the new row with. */
export type LessonBefore = { id: number; teacherId: number; startTime: Date; revision: number };

type Group = { kind: 'lesson-booked' | 'lesson-moved'; teacherId: number; lessons: MailEventLessons };

async function lessonsNow(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: schedules.id, teacherId: schedules.teacherId, revision: schedules.revision })
    .from(schedules)
    .where(inArray(schedules.id, ids))
    .orderBy(schedules.startTime, schedules.id);
}

/**
 * One event per teacher and change, however many lessons it touched (a 40-week booking is one
 * summary, not 40 mails). Its key is the teacher and the first lesson's revision after the change,
 * so the same change is never recorded twice and each later change is recorded anew. A teacher who
 * made the change themself is not told.
 */
async function recordGroups(tx: Executor, groups: Group[], revisions: Map<number, number>, actorId: number) {
  const rows = groups
    .filter((group) => group.teacherId !== actorId && group.lessons.length > 0)
    .map((group) => {
      const first = group.lessons[0].id;
      return {
        kind: group.kind,
        refId: first,
        dedupeKey: `t${group.teacherId}:r${revisions.get(first) ?? 0}`,
        teacherId: group.teacherId,
        lessons: group.lessons,
        actorId,
      };
    });
  if (rows.length > 0) await tx.insert(mailEvents).values(rows).onConflictDoNothing();
}

function groupOf(groups: Map<string, Group>, kind: Group['kind'], teacherId: number): Group {
  const key = `${kind}:${teacherId}`;
  let group = groups.get(key);
  if (!group) {
    group = { kind, teacherId, lessons: [] };
    groups.set(key, group);
  }
  return group;
}

/** Records the "lesson booked" notices of newly created lessons, in the creating transaction. */
export async function recordLessonsBooked(tx: Executor, lessonIds: number[], actorId: number): Promise<void> {
  const now = await lessonsNow(tx, lessonIds);
  const groups = new Map<string, Group>();
  for (const lesson of now) groupOf(groups, 'lesson-booked', lesson.teacherId).lessons.push({ id: lesson.id });
  await recordGroups(tx, [...groups.values()], new Map(now.map((l) => [l.id, l.revision])), actorId);
}

/**
 * Records the notices of edited lessons, in the editing transaction, from their rows before the edit.
 * Only a change the calendar feed also counts (time, place, course, type, teacher: the revision moved)
 * is told. A lesson given to another teacher is "booked" for the new one and "moved" (away) for the
 * old one; the rest is "moved" for its teacher, with its former start.
 */
export async function recordLessonsChanged(tx: Executor, before: LessonBefore[], actorId: number): Promise<void> {
  const old = new Map(before.map((lesson) => [lesson.id, lesson]));
  const now = await lessonsNow(tx, [...old.keys()]);
  const groups = new Map<string, Group>();
  for (const lesson of now) {
    const was = old.get(lesson.id);
    if (!was || was.revision === lesson.revision) continue;
    const previousStart = was.startTime.toISOString();
    if (was.teacherId === lesson.teacherId) {
      groupOf(groups, 'lesson-moved', lesson.teacherId).lessons.push({ id: lesson.id, previousStart });
      continue;
    }
    groupOf(groups, 'lesson-booked', lesson.teacherId).lessons.push({
      id: lesson.id,
      previousTeacherId: was.teacherId,
    });
    groupOf(groups, 'lesson-moved', was.teacherId).lessons.push({
      id: lesson.id,
      previousStart,
      previousTeacherId: was.teacherId,
    });
  }
  await recordGroups(tx, [...groups.values()], new Map(now.map((l) => [l.id, l.revision])), actorId);
}
