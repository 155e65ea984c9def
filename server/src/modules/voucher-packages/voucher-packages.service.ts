import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type VoucherPackageRow, voucherPackages } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAuditEvent } from '../audit-log';
import type { VoucherPackageInput } from './voucher-packages.schemas';

export const toVoucherPackage = (row: VoucherPackageRow) => ({
  id: row.id,
  name: row.name,
  price: row.price,
  voucherAmount: row.voucherAmount,
  giftAmount: row.giftAmount,
  active: row.active,
});

/** Every package for Centre Settings, active first, then by price. */
export async function listVoucherPackages(db: Database) {
  const rows = await db
    .select()
    .from(voucherPackages)
    .orderBy(desc(voucherPackages.active), asc(voucherPackages.price), asc(voucherPackages.id));
  return { data: rows.map(toVoucherPackage) };
}

/** What the portal offers: the active packages by price. */
export async function activeVoucherPackages(db: Database) {
  const rows = await db
    .select()
    .from(voucherPackages)
    .where(eq(voucherPackages.active, true))
    .orderBy(asc(voucherPackages.price), asc(voucherPackages.id));
  return rows.map(toVoucherPackage);
}

const nameTaken = () => fieldError('conflict', 'name', 'Another package already has this name.');

export async function createVoucherPackage(db: Database, actorId: number, input: VoucherPackageInput) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(voucherPackages).values(input).returning();
      await recordAuditEvent(tx, {
        action: 'voucher-package.create',
        recordType: 'settings',
        recordId: row.id,
        summary: `Voucher package "${row.name}" added`,
        after: toVoucherPackage(row),
        actorId,
      });
      return toVoucherPackage(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'voucher_packages_name_unique')) throw nameTaken();
    throw error;
  }
}

/** Changes apply to orders started afterwards: an order keeps the amounts it was started with. */
export async function updateVoucherPackage(db: Database, actorId: number, id: number, input: VoucherPackageInput) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(voucherPackages).where(eq(voucherPackages.id, id)).for('update');
      if (!before) throw new AppError('notfound', { message: 'This voucher package does not exist.' });
      const [row] = await tx
        .update(voucherPackages)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(voucherPackages.id, id))
        .returning();
      await recordAuditEvent(tx, {
        action: 'voucher-package.update',
        recordType: 'settings',
        recordId: id,
        summary: `Voucher package "${row.name}" saved`,
        before: toVoucherPackage(before),
        after: toVoucherPackage(row),
        actorId,
      });
      return toVoucherPackage(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'voucher_packages_name_unique')) throw nameTaken();
    throw error;
  }
}
