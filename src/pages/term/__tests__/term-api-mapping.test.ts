import dayjs from 'dayjs';
import { termLabel } from '@/components/Term';
import { endNotBeforeStart, toTermBody, toTermFormValues, toTermListParams } from '../components/term-api-mapping';
import { algebraTerm, pianoTerm } from './term.fixture';

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
