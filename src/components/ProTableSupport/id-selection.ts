import type { Key } from 'react';
import { useState } from 'react';

/**
 * The selected rows of a ProTable keyed by numeric id, kept across pages (a batch action can take rows
 * from several pages). `rowSelection` goes to the table as is; `clear` after the batch action succeeds.
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
    },
  };
}
