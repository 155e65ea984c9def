/** Family accounts (the portal, issue 33) inserted straight into the database for tests. */
import type { Database, Transaction } from '../../src/db/client';
import { familyInvitations, familyLinks, type UserRow, voucherPurchases } from '../../src/db/schema';
import { sha256 } from '../../src/lib/tokens';
import { postLedgerEntry } from '../../src/modules/vouchers/ledger';
import { insertUser } from './users';

/** A family account linked to the given students (active unless told otherwise). */
export async function insertFamily(
  db: Database,
  login: string,
  studentIds: number[],
  options: { activated?: boolean; email?: string } = {},
): Promise<UserRow> {
  const user = await insertUser(db, {
    login,
    role: 'ROLE_CUSTOMER',
    activated: options.activated,
    email: options.email,
  });
  if (studentIds.length > 0)
    await db.insert(familyLinks).values(studentIds.map((studentId) => ({ userId: user.id, studentId })));
  return user;
}

/** An open invitation of an inactive family account to a student; answers its id and link key. */
export async function insertInvitation(
  db: Database,
  options: { login: string; studentId: number; key?: string; expiresAt?: Date },
): Promise<{ id: number; key: string; userId: number }> {
  const user = await insertFamily(db, options.login, [options.studentId], { activated: false });
  const key = options.key ?? `invitation-${options.login}`;
  const [row] = await db
    .insert(familyInvitations)
    .values({
      userId: user.id,
      studentId: options.studentId,
      email: user.email ?? `${options.login}@example.com`,
      keyHash: sha256(key),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id: row.id, key, userId: user.id };
}

/** A cash voucher purchase (and its gift) posted through the ledger, as staff would record it; answers its id. */
export async function recordVoucherPurchase(
  tx: Transaction,
  input: { studentId: number; voucherAmount: string; giftAmount: string; purchaseDate?: string },
): Promise<number> {
  const [purchase] = await tx
    .insert(voucherPurchases)
    .values({
      studentId: input.studentId,
      type: 'CASH',
      purchaseDate: input.purchaseDate ?? '2026-03-01',
      voucherAmount: input.voucherAmount,
      giftAmount: input.giftAmount,
      currentBalance: '0',
    })
    .returning({ id: voucherPurchases.id });
  const posting = { studentId: input.studentId, createdBy: null, purchaseId: purchase.id };
  await postLedgerEntry(tx, {
    ...posting,
    kind: 'purchase',
    amount: input.voucherAmount,
    reason: `Voucher purchase #${purchase.id}`,
  });
  if (input.giftAmount !== '0.00') {
    await postLedgerEntry(tx, {
      ...posting,
      kind: 'gift',
      amount: input.giftAmount,
      reason: `Gift with purchase #${purchase.id}`,
    });
  }
  return purchase.id;
}
