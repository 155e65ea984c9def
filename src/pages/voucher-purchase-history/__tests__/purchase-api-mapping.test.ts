import dayjs from 'dayjs';
import { toPurchaseFilters, toPurchaseListParams, toSortParam } from '../components/purchase-api-mapping';

describe('toSortParam', () => {
  it('turns ProTable ascend/descend into field,asc and field,desc for sortable columns only', () => {
    expect(toSortParam({ voucherAmount: 'ascend' })).toBe('voucherAmount,asc');
    expect(toSortParam({ purchaseDate: 'descend' })).toBe('purchaseDate,desc');
    expect(toSortParam({ comments: 'ascend' })).toBeUndefined();
    expect(toSortParam({ purchaseDate: null })).toBeUndefined();
    expect(toSortParam(undefined)).toBeUndefined();
  });
});

describe('toPurchaseFilters', () => {
  it('maps the date range to from/to, whether ProTable hands back strings or Dayjs values', () => {
    expect(toPurchaseFilters({ dateRange: ['2026-01-01', '2026-03-31'] })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      type: undefined,
      keyword: undefined,
    });
    expect(toPurchaseFilters({ dateRange: [dayjs('2026-02-03'), dayjs('2026-02-04')] })).toMatchObject({
      from: '2026-02-03',
      to: '2026-02-04',
    });
  });

  it('keeps a known type and a trimmed keyword; drops blanks and anything the server would refuse', () => {
    expect(toPurchaseFilters({ type: 'E_TRANSFER', keyword: '  lee ' })).toEqual({
      from: undefined,
      to: undefined,
      type: 'E_TRANSFER',
      keyword: 'lee',
    });
    expect(toPurchaseFilters({ type: 'VOUCHER', keyword: '   ', dateRange: [null, 'not a date'] })).toEqual({
      from: undefined,
      to: undefined,
      type: undefined,
      keyword: undefined,
    });
  });
});

describe('toPurchaseListParams', () => {
  it('adds paging and sort to the shared filters', () => {
    expect(
      toPurchaseListParams(
        { current: 2, pageSize: 50, dateRange: ['2026-01-01', '2026-01-31'] },
        { giftAmount: 'descend' },
      ),
    ).toEqual({
      page: 2,
      pageSize: 50,
      sort: 'giftAmount,desc',
      from: '2026-01-01',
      to: '2026-01-31',
      type: undefined,
      keyword: undefined,
    });
    expect(toPurchaseListParams({})).toMatchObject({ page: 1, pageSize: 20, sort: undefined });
  });
});
