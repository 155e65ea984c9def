import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarSubscriptions } from '../../db/schema';
import { parseBusyBlocksInWorker } from './busy-parse-in-worker';
import { busyWindow, replaceBusyBlocks, subscriptionState } from './calendar-subscriptions.service';
import { centreTimeZone } from './centre-zone';

/**
 * Replaces a teacher's busy times with those of an iCalendar file, read once by the same parser the
 * background refresh uses. The link has no address (it says which file), so it is never refreshed and
 * stays as this read left it. Only the demo seed calls this: the app has no upload of a file yet.
 */
export async function importCalendarFile(
  db: Database,
  teacherId: number,
  file: { name: string; text: string; showTitles: boolean },
) {
  const readAt = new Date();
  const read = await parseBusyBlocksInWorker(file.text, busyWindow(readAt.getTime()), centreTimeZone());
  const values = {
    urlEncrypted: null,
    urlMasked: `file: ${file.name}`.slice(0, 300),
    showTitles: file.showTitles,
    lastAttemptAt: readAt,
    lastSuccessAt: readAt,
    lastError: null,
    busyCount: read.blocks.length,
    skippedCount: read.skipped,
    warning: read.warning,
    updatedAt: readAt,
  };
  await db.transaction(async (tx) => {
    await replaceBusyBlocks(tx, teacherId, read.blocks, file.showTitles);
    await tx
      .insert(calendarSubscriptions)
      .values({ teacherId, ...values })
      .onConflictDoUpdate({ target: calendarSubscriptions.teacherId, set: values });
  });
  const [row] = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.teacherId, teacherId));
  return subscriptionState(row);
}
