import { booleanFilterOf, idOrUnset, LIST_PAGE_SIZE, pageQueryOf, toSortParam } from '../table-query';

describe('toSortParam', () => {
  it('maps ascend/descend of a sortable field and ignores the others', () => {
    expect(toSortParam({ startDate: 'descend' }, ['startDate'])).toBe('startDate,desc');
    expect(toSortParam({ comments: 'ascend', endDate: 'ascend' }, ['endDate'])).toBe('endDate,asc');
    expect(toSortParam({ comments: 'ascend' }, ['endDate'])).toBeUndefined();
    expect(toSortParam(undefined, ['endDate'])).toBeUndefined();
  });
});

describe('idOrUnset', () => {
  it('keeps positive whole ids (numbers or digits) and drops anything else', () => {
    expect(idOrUnset(4)).toBe(4);
    expect(idOrUnset('12')).toBe(12);
    expect(idOrUnset('2147483647')).toBe(2147483647);
    for (const value of [undefined, null, '', '0', '-3', '1.5', 'abc', '2147483648']) {
      expect(idOrUnset(value)).toBeUndefined();
    }
  });
});

describe('pageQueryOf', () => {
  it('maps ProTable paging and the toolbar keyword to the API page query', () => {
    expect(pageQueryOf({ current: 3, pageSize: 50, keyword: ' lee ' }, 'name,asc')).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'name,asc',
      keyword: 'lee',
    });
  });

  it('starts at the first page of the list size and leaves a blank keyword out', () => {
    expect(JSON.parse(JSON.stringify(pageQueryOf({ keyword: '  ' }, undefined)))).toEqual({
      page: 1,
      pageSize: LIST_PAGE_SIZE,
    });
  });
});

describe('booleanFilterOf', () => {
  it("reads a yes/no filter as the API's 'true' or 'false', and anything else as unfiltered", () => {
    expect(booleanFilterOf(true)).toBe('true');
    expect(booleanFilterOf('false')).toBe('false');
    for (const value of [undefined, null, '', 'maybe']) expect(booleanFilterOf(value)).toBeUndefined();
  });
});
