import { act, renderHook } from '@testing-library/react';
import { useIdSelection } from '../id-selection';

describe('useIdSelection', () => {
  it('keeps the table keys as numeric ids, across pages, until cleared', () => {
    const { result } = renderHook(() => useIdSelection());
    expect(result.current.rowSelection.preserveSelectedRowKeys).toBe(true);
    act(() => result.current.rowSelection.onChange(['3', 7]));
    expect(result.current.ids).toEqual([3, 7]);
    expect(result.current.rowSelection.selectedRowKeys).toEqual([3, 7]);
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
  });
});
