import dayjs from 'dayjs';
import { withCurrent } from '../components/reference-options';
import { idOrUnset, toSortParam } from '../components/table-sort';
import {
  endNotBeforeStart,
  termLabel,
  toTermBody,
  toTermFormValues,
  toTermListParams,
} from '../components/term-api-mapping';
import { algebraTerm, pianoTerm } from './term.fixture';

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
    for (const value of [undefined, null, '', '0', '-3', '1.5', 'abc']) expect(idOrUnset(value)).toBeUndefined();
  });
});

describe('toTermListParams', () => {
  it('maps paging, sort, keyword, course and teacher to the API query', () => {
    expect(
      toTermListParams(
        { current: 2, pageSize: 50, keyword: ' north ', courseId: 3, teacherId: '11' },
        { endDate: 'ascend' },
      ),
    ).toEqual({ page: 2, pageSize: 50, sort: 'endDate,asc', keyword: 'north', courseId: 3, teacherId: 11 });
  });

  it('leaves out empty filters and defaults the paging', () => {
    expect(toTermListParams({ keyword: '  ' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: undefined,
      keyword: undefined,
      courseId: undefined,
      teacherId: undefined,
    });
  });
});

describe('termLabel', () => {
  it('names a term by course and dates, as the server labels registers', () => {
    expect(termLabel(algebraTerm)).toBe('Algebra 2026-09-01–2026-12-20');
  });
});

describe('endNotBeforeStart', () => {
  it('accepts the same day or later, refuses an earlier end, and waits for both dates', () => {
    expect(endNotBeforeStart('2026-09-01', '2026-09-01')).toBe(true);
    expect(endNotBeforeStart(dayjs('2026-09-01'), dayjs('2027-01-01'))).toBe(true);
    expect(endNotBeforeStart('2026-09-02', dayjs('2026-09-01'))).toBe(false);
    expect(endNotBeforeStart(undefined, '2026-09-01')).toBe(true);
    expect(endNotBeforeStart('2026-09-01', null)).toBe(true);
  });
});

describe('term form values and body', () => {
  it('round-trips a term through the form', () => {
    expect(toTermBody(toTermFormValues(algebraTerm))).toEqual({
      school: 'North School',
      courseId: 3,
      teacherId: 11,
      startDate: '2026-09-01',
      endDate: '2026-12-20',
      comments: 'Tuesdays',
    });
  });

  it('sends picked dates as YYYY-MM-DD and cleared optional fields as null', () => {
    expect(
      toTermBody({
        ...toTermFormValues(pianoTerm),
        school: '  ',
        comments: '',
        startDate: dayjs('2026-01-05T15:00:00'),
        endDate: dayjs('2026-03-27'),
      }),
    ).toEqual({
      school: null,
      courseId: 4,
      teacherId: null,
      startDate: '2026-01-05',
      endDate: '2026-03-27',
      comments: null,
    });
  });
});

describe('withCurrent', () => {
  it('adds the record the form points at only when the matches lack it', () => {
    const matches = [{ value: 1, label: 'Algebra' }];
    expect(withCurrent(matches, { value: 9, label: 'Piano' })).toEqual([{ value: 9, label: 'Piano' }, ...matches]);
    expect(withCurrent(matches, { value: 1, label: 'Algebra' })).toBe(matches);
    expect(withCurrent(matches, undefined)).toBe(matches);
  });
});
