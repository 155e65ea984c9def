import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountingAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { formatCents } from '../../lib/money';
import { changedFields, recordAuditEvent } from '../audit-log/audit-log.record';
import { resolveRange } from '../reports';
import type { AccountsInput } from './accounting.schemas';
import { ACCOUNT_DEFAULTS, ACCOUNT_KEYS, type ChartOfAccounts, chartOfAccounts } from './accounts';
import { buildJournal, type Journal } from './journal';
import { JOURNAL_FILES, type JournalFormat } from './journal-formats';

const asList = (chart: ChartOfAccounts) => ACCOUNT_KEYS.map((key) => chart[key]);

/**
 * Two accounts may not share a code or a name: the importers match lines by them, so a shared one
 * would merge two accounts in the books. Refused on the first submitted account that takes one.
 */
function assertDistinct(chart: ChartOfAccounts, input: AccountsInput) {
  for (const field of ['code', 'name'] as const) {
    input.accounts.forEach((entry, index) => {
      const clash = asList(chart).find(
        (account) => account.key !== entry.key && account[field].toLowerCase() === entry[field].toLowerCase(),
      );
      if (clash) {
        throw new AppError('validation', {
          message: `Two accounts cannot share the ${field} "${entry[field]}".`,
          fieldErrors: [
            {
              field: `accounts.${index}.${field}`,
              message: `is already the ${field} of ${ACCOUNT_DEFAULTS[clash.key].name}`,
            },
          ],
        });
      }
    });
  }
}

export async function listAccounts(db: Database) {
  return asList(await chartOfAccounts(db));
}

/** Renames accounts to the centre's chart, audited. */
export async function updateAccounts(db: Database, actor: CurrentUser, input: AccountsInput) {
  return db.transaction(async (tx) => {
    // One change at a time: two administrators saving at once cannot both pass the uniqueness check.
    await tx.execute(sql`lock table ${accountingAccounts} in share row exclusive mode`);
    const before = await chartOfAccounts(tx);
    const after = structuredClone(before);
    for (const entry of input.accounts) Object.assign(after[entry.key], { code: entry.code, name: entry.name });
    assertDistinct(after, input);
    for (const entry of input.accounts) {
      await tx
        .insert(accountingAccounts)
        .values({ key: entry.key, code: entry.code, name: entry.name, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: accountingAccounts.key,
          set: { code: entry.code, name: entry.name, updatedBy: actor.id, updatedAt: new Date() },
        });
    }
    const flat = (chart: ChartOfAccounts) =>
      Object.fromEntries(asList(chart).map((account) => [account.key, `${account.code} ${account.name}`]));
    await recordAuditEvent(tx, {
      action: 'accounting.accounts.update',
      recordType: 'settings',
      recordId: 1,
      summary: 'Accounting accounts saved',
      ...changedFields<Record<string, unknown>>(flat(before), flat(after)),
      actorId: actor.id,
    });
    return asList(after);
  });
}

/** The journal as the screen shows it: amounts as decimal strings, the chart as a list. */
export async function getJournal(db: Database, query: { from?: string; to?: string }) {
  const journal = await buildJournal(db, resolveRange(query));
  return {
    ...journal,
    accounts: asList(journal.accounts),
    entries: journal.entries.map((entry) => ({
      ...entry,
      lines: entry.lines.map((line) => ({ ...line, debit: formatCents(line.debit), credit: formatCents(line.credit) })),
    })),
  };
}

export async function exportJournal(db: Database, query: { from?: string; to?: string; format: JournalFormat }) {
  const journal: Journal = await buildJournal(db, resolveRange(query));
  const file = JOURNAL_FILES[query.format];
  return {
    text: file.write(journal),
    type: file.type,
    filename: `journal_${journal.from}_${journal.to}_${journal.currency}_${file.suffix}`,
  };
}
