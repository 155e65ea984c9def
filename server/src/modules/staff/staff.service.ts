import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type Role, type UserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { STAFF_ACCOUNT_ROLES } from '../../lib/roles';
import { anyColumnContains, containsPattern } from '../../lib/search';
import { accountAuditFields, changedFields, recordAuditEvent } from '../audit-log';
import { assertAccountFieldsFree, normaliseAccountFields, rethrowAccountConflict, softDeleteAccount } from '../users';
import type { CreateStaffInput, StaffListQuery, UpdateStaffInput } from './staff.schemas';

const isStaffAccount = and(inArray(users.role, [...STAFF_ACCOUNT_ROLES]), isNull(users.deletedAt));

const SORTABLE = {
  login: users.login,
  firstName: textOrder(users.firstName),
  lastName: textOrder(users.lastName),
  email: users.email,
  role: users.role,
  activated: users.activated,
  createdAt: users.createdAt,
};

export function toStaffMember(row: UserRow) {
  return {
    id: row.id,
    login: row.login,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    birthday: row.birthday,
    role: row.role as (typeof STAFF_ACCOUNT_ROLES)[number],
    activated: row.activated,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Database, query: StaffListQuery) {
  const filters: (SQL | undefined)[] = [isStaffAccount];
  if (query.keyword)
    filters.push(
      anyColumnContains(query.keyword, [users.login, users.firstName, users.lastName, users.email, users.phone]),
    );
  if (query.login) filters.push(ilike(users.login, containsPattern(query.login)));
  if (query.email) filters.push(ilike(users.email, containsPattern(query.email)));
  if (query.name)
    filters.push(
      or(ilike(users.firstName, containsPattern(query.name)), ilike(users.lastName, containsPattern(query.name))),
    );
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.activated) filters.push(eq(users.activated, query.activated === 'true'));
  const where = and(...filters);
  return pageOf(
    query,
    (limit, offset) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderByOf(query.sort, SORTABLE, desc(users.createdAt), users.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(users).where(where),
    toStaffMember,
  );
}

/** `lock` holds the row until the transaction ends, so concurrent edits of one account queue up. */
export async function getStaff(db: Executor, id: number, { lock = false }: { lock?: boolean } = {}): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('notfound', { message: 'This staff member does not exist.' });
  return row;
}

/** Operators may manage operator accounts only; administrator and system accounts are for administrators. */
function assertMayManage(actor: CurrentUser, role: Role) {
  if (actor.role !== 'ROLE_ADMIN' && role !== 'ROLE_OPERATOR') {
    throw new AppError('forbidden', { message: 'Only administrators can manage administrator and system accounts.' });
  }
}

export async function createStaff(db: Database, actor: CurrentUser, input: CreateStaffInput) {
  assertMayManage(actor, input.role);
  const fields = normaliseAccountFields(input);
  const { password, ...values } = fields;
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .transaction(async (tx) => {
      await assertAccountFieldsFree(tx, fields);
      const inserted = await tx
        .insert(users)
        .values({ ...values, passwordHash })
        .returning();
      await recordAuditEvent(tx, {
        action: 'account.create',
        recordType: 'account',
        recordId: inserted[0].id,
        summary: `Account ${inserted[0].login} created as ${inserted[0].role}`,
        after: accountAuditFields(inserted[0]),
        actorId: actor.id,
      });
      return inserted;
    })
    .catch(rethrowAccountConflict);
  return toStaffMember(row);
}

export async function updateStaff(db: Database, actor: CurrentUser, id: number, input: UpdateStaffInput) {
  const fields = normaliseAccountFields(input);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const row = await db
    .transaction(async (tx) => {
      const current = await getStaff(tx, id, { lock: true });
      assertMayManage(actor, current.role);
      assertMayManage(actor, input.role);
      if (id === actor.id && (input.role !== current.role || !input.activated)) {
        throw new AppError('ruleviolated', {
          message: 'You cannot change the role of, or deactivate, your own account.',
        });
      }
      if (current.role === 'ROLE_ADMIN' && (input.role !== 'ROLE_ADMIN' || !input.activated)) {
        await assertAnotherActiveAdmin(tx, id);
      }
      await assertAccountFieldsFree(tx, fields, id);
      const { password: _unused, ...values } = fields;
      const endsSessions = Boolean(passwordHash) || !input.activated || input.role !== current.role;
      const [updated] = await tx
        .update(users)
        .set({
          ...values,
          ...(passwordHash && { passwordHash }),
          ...(endsSessions && { tokenVersion: sql`${users.tokenVersion} + 1` }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      const changed = changedFields(accountAuditFields(current), accountAuditFields(updated));
      if (passwordHash) changed.after.password = 'changed';
      await recordAuditEvent(tx, {
        action: current.role === updated.role ? 'account.update' : 'account.role-change',
        recordType: 'account',
        recordId: id,
        summary:
          current.role === updated.role
            ? `Account ${updated.login} edited`
            : `Account ${updated.login}: ${current.role} → ${updated.role}`,
        ...changed,
        actorId: actor.id,
      });
      return updated;
    })
    .catch(rethrowAccountConflict);
  return toStaffMember(row);
}

/** Deleting keeps the row (later records name who did what) but ends sign-in for good. */
export async function deleteStaff(db: Database, actor: CurrentUser, id: number) {
  await db.transaction(async (tx) => {
    const current = await getStaff(tx, id, { lock: true });
    assertMayManage(actor, current.role);
    if (id === actor.id) throw new AppError('ruleviolated', { message: 'You cannot delete your own account.' });
    if (current.role === 'ROLE_ADMIN') await assertAnotherActiveAdmin(tx, id);
    await softDeleteAccount(tx, id);
    await recordAuditEvent(tx, {
      action: 'account.delete',
      recordType: 'account',
      recordId: id,
      summary: `Account ${current.login} deleted`,
      before: accountAuditFields(current),
      actorId: actor.id,
    });
  });
}

async function assertAnotherActiveAdmin(db: Executor, exceptId: number) {
  const [{ others }] = await db
    .select({ others: count() })
    .from(users)
    .where(
      and(eq(users.role, 'ROLE_ADMIN'), eq(users.activated, true), isNull(users.deletedAt), ne(users.id, exceptId)),
    );
  if (others === 0) {
    throw new AppError('ruleviolated', { message: 'The centre needs at least one active administrator.' });
  }
}
