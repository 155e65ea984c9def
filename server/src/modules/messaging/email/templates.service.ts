import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailTemplates } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { changedFields, recordAuditEvent } from '../../audit-log';
import { ensureBuiltInTemplates } from './built-in-templates';
import { centreValues } from './centre-values';
import { findRecipient, type RecipientKind } from './recipients';
import { assertKnownVariables, renderTemplate } from './template-text';
import { valuesFor } from './template-values';

export type TemplateInput = { name: string; subject: string; body: string };

const toApi = (row: typeof emailTemplates.$inferSelect) => ({
  id: row.id,
  builtInKey: row.builtInKey,
  name: row.name,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listEmailTemplates(db: Database) {
  await ensureBuiltInTemplates(db);
  // Built-in ones first, in the order the product lists them, then staff's own by name.
  const rows = await db
    .select()
    .from(emailTemplates)
    .orderBy(
      sql`${emailTemplates.builtInKey} is null`,
      asc(sql`lower(${emailTemplates.name})`),
      asc(emailTemplates.id),
    );
  return rows.map(toApi);
}

const templateFields = (row: TemplateInput) => ({ name: row.name, subject: row.subject, body: row.body });

export async function createEmailTemplate(db: Database, input: TemplateInput, userId: number) {
  assertKnownVariables({ subject: input.subject, body: input.body });
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(emailTemplates)
      .values({ ...input, updatedBy: userId })
      .returning();
    await recordAuditEvent(tx, {
      action: 'email-template.create',
      recordType: 'email-template',
      recordId: created.id,
      summary: input.name,
      after: templateFields(input),
      actorId: userId,
    });
    return created;
  });
  return toApi(row);
}

export async function updateEmailTemplate(db: Database, id: number, input: TemplateInput, userId: number) {
  assertKnownVariables({ subject: input.subject, body: input.body });
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
    if (!current) throw new AppError('notfound');
    const [updated] = await tx
      .update(emailTemplates)
      .set({ ...input, updatedBy: userId, updatedAt: new Date() })
      .where(eq(emailTemplates.id, id))
      .returning();
    const changed = changedFields(templateFields(current), templateFields(input));
    if (Object.keys(changed.after).length > 0)
      await recordAuditEvent(tx, {
        action: 'email-template.update',
        recordType: 'email-template',
        recordId: id,
        summary: input.name,
        ...changed,
        actorId: userId,
      });
    return updated;
  });
  return toApi(row);
}

export async function deleteEmailTemplate(db: Database, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
    if (!row) throw new AppError('notfound');
    if (row.builtInKey) {
      throw new AppError('ruleviolated', { message: 'A built-in template can be edited but not deleted.' });
    }
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
    await recordAuditEvent(tx, {
      action: 'email-template.delete',
      recordType: 'email-template',
      recordId: id,
      summary: row.name,
      before: templateFields(row),
      actorId: userId,
    });
  });
}

/** The subject and body as one real recipient would receive them. */
export async function previewEmail(
  db: Database,
  input: { subject: string; body: string; recipient: { kind: RecipientKind; id: number } },
) {
  assertKnownVariables({ subject: input.subject, body: input.body });
  const recipient = await findRecipient(db, input.recipient.kind, input.recipient.id);
  if (!recipient) throw new AppError('notfound', { message: 'That recipient no longer exists.' });
  const values = (await valuesFor(db, [recipient], await centreValues(db))).get(recipient.key) ?? {};
  return {
    to: recipient.email,
    subject: renderTemplate(input.subject, values),
    body: renderTemplate(input.body, values),
  };
}
