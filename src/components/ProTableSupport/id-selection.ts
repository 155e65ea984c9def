import type { CheckboxProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { cloneElement, isValidElement, useState } from 'react';

/** What a row's checkbox is called for assistive technology: its person, lesson or id. */
function rowLabel(row: object): string {
  const fields = row as Record<string, unknown>;
  const person = [fields.firstName, fields.lastName].filter(Boolean).join(' ');
  const name = fields.name ?? (person || fields.courseName);
  return name ? String(name) : `row ${String(fields.id ?? '')}`.trim();
}

/**
 * The selected rows of a ProTable keyed by numeric id, kept across pages (a batch action can take rows
 * from several pages). `rowSelection` goes to the table as is; `clear` after the batch action succeeds.
 * Every checkbox has a name (axe `label`): "Select <row>" and, in the header, "Select all rows on this page".
 */
export function useIdSelection() {
  const [ids, setIds] = useState<number[]>([]);
  return {
    ids,
    clear: () => setIds([]),
    rowSelection: {
      selectedRowKeys: ids,
      onChange: (keys: Key[]) => setIds(keys.map(Number)),
      preserveSelectedRowKeys: true,
      getCheckboxProps: (row: object) => ({ 'aria-label': `Select ${rowLabel(row)}` }) as Partial<CheckboxProps>,
      columnTitle: (checkbox: ReactNode) =>
        isValidElement<{ 'aria-label'?: string }>(checkbox)
          ? cloneElement(checkbox, { 'aria-label': 'Select all rows on this page' })
          : checkbox,
    },
  };
}
