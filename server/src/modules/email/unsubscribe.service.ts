import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MAIL_ACCENT } from '../mail/mail-content';
import { centreValues } from './centre-values';

/** The student a bulk mail's unsubscribe token belongs to, or undefined for an unknown token. */
async function studentOfToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: students.id, firstName: students.firstName })
    .from(mailOutbox)
    .innerJoin(students, eq(students.id, mailOutbox.studentId))
    .where(eq(mailOutbox.unsubscribeToken, token));
  return row;
}

async function setAllowEmail(db: Database, token: string, allowEmail: boolean): Promise<void> {
  const student = await studentOfToken(db, token);
  if (!student) throw new AppError('invalidkey');
  await db.update(students).set({ allowEmail, updatedAt: new Date() }).where(eq(students.id, student.id));
}

/** RFC 8058 one-click unsubscribe: the bulk mail's own token turns its student's allowEmail off. */
export const unsubscribeEmail = (db: Database, token: string) => setAllowEmail(db, token, false);

/** The way back from the same link: the student's allowEmail on again. */
export const resubscribeEmail = (db: Database, token: string) => setAllowEmail(db, token, true);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type UnsubscribeState = 'ask' | 'unsubscribed' | 'resubscribed';

/**
 * What a person who opens the link sees, under the centre's name (issue 31 item 2): what stops (the
 * centre's e-mails to that student), a button rather than an immediate unsubscribe, because mail
 * scanners follow links with GET (RFC 8058 §1), and once done a way back. The mail client's one-click
 * POST needs no page.
 */
export async function unsubscribePage(db: Database, token: string, state: UnsubscribeState): Promise<string> {
  const centre = await centreValues(db);
  const student = await studentOfToken(db, token);
  const centreName = escapeHtml(centre.centreName);
  const button = (path: string, label: string) =>
    `<form method="post" action="/api/email/${path}?token=${escapeHtml(token)}"><button type="submit" style="background:${MAIL_ACCENT};color:#fff;border:0;border-radius:6px;padding:10px 20px;font-size:16px;cursor:pointer">${label}</button></form>`;
  const contact = centre.contactEmail
    ? `<p style="color:#595959">Questions? Write to <a href="mailto:${escapeHtml(centre.contactEmail)}" style="color:${MAIL_ACCENT}">${escapeHtml(centre.contactEmail)}</a>.</p>`
    : '';
  let content: string;
  if (!student) {
    content =
      '<p>This unsubscribe link is not valid: it may have been cut short. Open the whole link from the e-mail again.</p>';
  } else {
    const name = escapeHtml(student.firstName);
    content = {
      ask: `<p>Stop e-mails from ${centreName} to ${name}?</p><p style="color:#595959">This stops every e-mail the centre sends to ${name}: news, balance reminders, lesson reminders and the like. To keep receiving them, just close this page.</p>${button('unsubscribe', 'Unsubscribe')}`,
      unsubscribed: `<p><strong>Done: ${name} will no longer receive e-mails from ${centreName}.</strong></p><p style="color:#595959">Unsubscribed by mistake?</p>${button('resubscribe', 'Subscribe again')}${contact}`,
      resubscribed: `<p><strong>${name} will receive e-mails from ${centreName} again.</strong></p>${contact}`,
    }[state];
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>E-mails from ${centreName}</title></head><body style="margin:0;background:#f5f5f5;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5;color:#262626"><main style="max-width:32rem;margin:3rem auto;background:#fff;border-radius:8px;overflow:hidden"><h1 style="margin:0;background:${MAIL_ACCENT};color:#fff;padding:16px 24px;font-size:20px">${centreName}</h1><div style="padding:8px 24px 24px">${content}</div></main></body></html>`;
}
