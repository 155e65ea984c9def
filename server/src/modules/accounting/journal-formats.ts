import { formatCents } from '../../lib/money';
import type { Journal, JournalEntry, JournalLine } from './journal';

/**
 * The journal written in the layouts the accounting products' own importers document
 * (docs/decisions.md, "Accounting journals: the files"):
 * - Xero's manual journal import: one row per line, the journal's lines sharing a narration and date,
 *   dates as dd/mm/yyyy, a signed Amount (a debit positive, a credit negative), the account by code;
 * - QuickBooks Online's journal entry import: a Journal No. grouping the lines, dates as MM/DD/YYYY,
 *   Debits and Credits columns, the account by name;
 * - QuickBooks Desktop's IIF: a TRNS line and SPL lines per GENERAL JOURNAL transaction, tab-separated,
 *   signed amounts, the account by name.
 */
export const JOURNAL_FORMATS = ['xero', 'quickbooks-online', 'iif'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

export const XERO_COLUMNS = [
  '*Narration',
  '*Date',
  'Description',
  '*AccountCode',
  '*TaxRate',
  '*Amount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
];
export const QUICKBOOKS_ONLINE_COLUMNS = [
  'Journal No',
  'Journal Date',
  'Account Name',
  'Debits',
  'Credits',
  'Description',
  'Name',
];
/** Xero's name for "no tax" on a line; journals of prepaid vouchers carry no sales tax of their own. */
const XERO_NO_TAX = 'Tax Exempt';

const [dmy, mdy] = [
  (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`,
  (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`,
];

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvRow = (fields: string[]) => fields.map(csvField).join(',');
/** IIF fields cannot hold tabs or line breaks: they would start a new field or record. */
const iifField = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

const signed = (line: JournalLine) => formatCents(line.debit - line.credit);
/** A journal number that sorts by date and is short enough for QuickBooks (21 characters at most). */
const journalNumber = (entry: JournalEntry, index: number) =>
  `${entry.date.replace(/-/g, '')}-${String(index + 1).padStart(3, '0')}`;

function numbered(journal: Journal) {
  const perDay = new Map<string, number>();
  return journal.entries.map((entry) => {
    const index = perDay.get(entry.date) ?? 0;
    perDay.set(entry.date, index + 1);
    return { entry, number: journalNumber(entry, index) };
  });
}

export function xeroCsv(journal: Journal): string {
  const rows = journal.entries.flatMap((entry) =>
    entry.lines.map((line) => {
      const account = journal.accounts[line.account];
      return csvRow([
        entry.narration,
        dmy(entry.date),
        account.name,
        account.code,
        XERO_NO_TAX,
        signed(line),
        '',
        '',
        '',
        '',
      ]);
    }),
  );
  return `${[csvRow(XERO_COLUMNS), ...rows].join('\r\n')}\r\n`;
}

export function quickBooksOnlineCsv(journal: Journal): string {
  const rows = numbered(journal).flatMap(({ entry, number }) =>
    entry.lines.map((line) =>
      csvRow([
        number,
        mdy(entry.date),
        journal.accounts[line.account].name,
        line.debit > 0n ? formatCents(line.debit) : '',
        line.credit > 0n ? formatCents(line.credit) : '',
        entry.narration,
        '',
      ]),
    ),
  );
  return `${[csvRow(QUICKBOOKS_ONLINE_COLUMNS), ...rows].join('\r\n')}\r\n`;
}

export function iif(journal: Journal): string {
  const header = [
    '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
    '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
    '!ENDTRNS',
  ];
  const transactions = numbered(journal).flatMap(({ entry, number }) => [
    ...entry.lines.map((line, index) =>
      [
        index === 0 ? 'TRNS' : 'SPL',
        '',
        'GENERAL JOURNAL',
        mdy(entry.date),
        iifField(journal.accounts[line.account].name),
        signed(line),
        number,
        iifField(entry.narration),
      ].join('\t'),
    ),
    'ENDTRNS',
  ]);
  return `${[...header, ...transactions].join('\r\n')}\r\n`;
}

export const JOURNAL_FILES: Record<
  JournalFormat,
  { write: (journal: Journal) => string; type: string; suffix: string }
> = {
  xero: { write: xeroCsv, type: 'text/csv; charset=utf-8', suffix: 'xero.csv' },
  'quickbooks-online': { write: quickBooksOnlineCsv, type: 'text/csv; charset=utf-8', suffix: 'quickbooks-online.csv' },
  iif: { write: iif, type: 'application/octet-stream', suffix: 'quickbooks.iif' },
};
