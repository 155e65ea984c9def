import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../audit-log/audit-log.record';

/** RFC 8058 one-click unsubscribe: the bulk mail's own token turns its student's allowEmail off. */
export async function unsubscribeEmail(db: Database, token: string): Promise<void> {
  const [mail] = await db
    .select({ studentId: mailOutbox.studentId })
    .from(mailOutbox)
    .where(eq(mailOutbox.unsubscribeToken, token));
  const studentId = mail?.studentId;
  if (!studentId) throw new AppError('invalidkey');
  await db.transaction(async (tx) => {
    // Recorded only when it changes something: a second click (or a mail client's retry) adds nothing.
    const [changed] = await tx
      .update(students)
      .set({ allowEmail: false, updatedAt: new Date() })
      .where(and(eq(students.id, studentId), eq(students.allowEmail, true)))
      .returning({ id: students.id });
    if (changed)
      await recordAuditEvent(tx, {
        action: 'student.unsubscribe',
        recordType: 'student',
        recordId: studentId,
        summary: "Unsubscribed by the bulk mail's link",
        before: { allowEmail: true },
        after: { allowEmail: false },
        actorId: null,
      });
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * What a person who opens the link sees: a button, not an immediate unsubscribe, because mail
 * scanners follow links with GET (RFC 8058 §1); the mail client's one-click POST needs no page.
 */
export function unsubscribePage(token: string, { done = false }: { done?: boolean } = {}): string {
  const content = done
    ? '<p>You will no longer receive these e-mails.</p>'
    : `<p>Stop receiving e-mails like this one?</p><form method="post" action="/api/email/unsubscribe?token=${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe</title></head><body style="font-family:sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem">${content}</body></html>`;
}
