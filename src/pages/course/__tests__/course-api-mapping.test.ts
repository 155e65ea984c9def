import {
  teacherOptions,
  toCourseBody,
  toCourseFormValues,
  toCourseListParams,
  toSortParam,
} from '../components/course-api-mapping';
import { algebra, teachers } from './course.fixture';

describe('toCourseListParams', () => {
  it('maps paging, sorting, keyword and the teacher filter to the API query', () => {
    expect(
      toCourseListParams({ current: 3, pageSize: 10, keyword: ' math ', teacherId: '11' }, { number: 'descend' }),
    ).toEqual({ page: 3, pageSize: 10, sort: 'number,desc', keyword: 'math', teacherId: 11 });
  });

  it('leaves out what is not filtered and sorts only by sortable fields', () => {
    const params = toCourseListParams({ keyword: ' ', teacherId: '' }, { teachers: 'ascend' });
    expect(JSON.parse(JSON.stringify(params))).toEqual({ page: 1, pageSize: 20 });
    expect(toSortParam({ name: 'ascend' })).toBe('name,asc');
    expect(toSortParam({ description: 'ascend' })).toBeUndefined();
  });
});

describe('course form ⇄ API', () => {
  it('starts the form from the course, its teachers as ids', () => {
    expect(toCourseFormValues(algebra)).toEqual({
      school: 'North School',
      number: 'MATH 101',
      name: 'Algebra',
      description: 'Linear equations',
      teacherIds: [11, 12],
    });
  });

  it('trims, sends blanks as null and always sends the teacher list', () => {
    expect(toCourseBody({ name: ' Algebra II ', school: ' ', number: 'M2', description: '' })).toEqual({
      school: null,
      number: 'M2',
      name: 'Algebra II',
      description: null,
      teacherIds: [],
    });
  });

  it('on edit sends the teachers only when they differ from the course’s (the server keeps them when left out)', () => {
    const values = toCourseFormValues(algebra);
    expect(toCourseBody(values, algebra)).not.toHaveProperty('teacherIds');
    expect(toCourseBody({ ...values, teacherIds: [12, 11] }, algebra)).not.toHaveProperty('teacherIds');
    expect(toCourseBody({ ...values, teacherIds: [11] }, algebra).teacherIds).toEqual([11]);
    expect(toCourseBody({ ...values, teacherIds: [11, 12, 13] }, algebra).teacherIds).toEqual([11, 12, 13]);
    expect(toCourseBody({ ...values, teacherIds: [] }, algebra).teacherIds).toEqual([]);
  });

  it('offers chosen teachers by name beside the server matches, without repeats', () => {
    expect(teacherOptions(algebra.teachers, teachers)).toEqual([
      { value: 11, label: 'Tina Turner' },
      { value: 12, label: 'Otto Old' },
      { value: 13, label: 'Ursula Upton' },
    ]);
  });
});
