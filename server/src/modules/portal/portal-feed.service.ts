import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { familyFeeds, scheduleStudents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-encryption';
import { sha256 } from '../../lib/tokens';
import { buildFeed, centreTimeZone, feedLessons } from '../external-calendars';
import { linkedStudents } from './linked-students';

type FeedContext = { db: Database; fieldCipher: FieldCipher; publicUrl: string };

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/portal-feeds/${token}.ics`;

/** The family's feed address, made on first ask (or anew with `renew`, which ends the old address). */
export async function familyFeedLink(ctx: FeedContext, userId: number, { renew }: { renew: boolean }) {
  const [existing] = await ctx.db.select().from(familyFeeds).where(eq(familyFeeds.userId, userId));
  let token = existing && !renew ? ctx.fieldCipher.decrypt(existing.tokenEncrypted) : undefined;
  if (!token) {
    token = randomBytes(32).toString('base64url');
    const values = {
      userId,
      tokenHash: sha256(token),
      tokenEncrypted: ctx.fieldCipher.encrypt(token),
      createdAt: new Date(),
    };
    await ctx.db.insert(familyFeeds).values(values).onConflictDoUpdate({ target: familyFeeds.userId, set: values });
  }
  const url = feedUrl(ctx.publicUrl, token);
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

/**
 * The feed behind a token: the linked students' lessons (a year back, all ahead), each event naming
 * only the family's own students. A deactivated account's feed answers 404.
 */
export async function downloadFamilyFeed(ctx: FeedContext, token: string) {
  const [found] = await ctx.db
    .select({ userId: familyFeeds.userId })
    .from(familyFeeds)
    .innerJoin(users, eq(users.id, familyFeeds.userId))
    .where(and(eq(familyFeeds.tokenHash, sha256(token)), eq(users.activated, true), isNull(users.deletedAt)));
  if (!found) throw new AppError('notfound');
  const linked = await linkedStudents(ctx.db, found.userId);
  const ids = linked.map((s) => s.id);
  const names = new Set(linked.map((s) => `${s.firstName} ${s.lastName}`));
  const lessonIds =
    ids.length === 0
      ? []
      : (
          await ctx.db
            .selectDistinct({ id: scheduleStudents.scheduleId })
            .from(scheduleStudents)
            .where(inArray(scheduleStudents.studentId, ids))
        ).map((row) => row.id);
  const lessons = (
    await feedLessons(ctx.db, { scheduleIds: lessonIds, from: new Date(Date.now() - 366 * 86_400_000) })
  ).map((lesson) => ({ ...lesson, students: lesson.students.filter((name) => names.has(name)) }));
  const body = buildFeed(lessons, {
    name: 'Family lessons',
    zone: centreTimeZone(),
    uidDomain: new URL(ctx.publicUrl).hostname,
    showTeacher: true,
  });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}
