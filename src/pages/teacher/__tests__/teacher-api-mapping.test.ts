import dayjs from 'dayjs';
import {
  courseOptions,
  formatRate,
  formatSin,
  sinWithoutSeparators,
  type TeacherFormValues,
  teacherDisplayName,
  toSortParam,
  toTeacherCreateBody,
  toTeacherFormValues,
  toTeacherListParams,
  toTeacherUpdateBody,
} from '../components/teacher-api-mapping';
import { courses, otto, tina } from './teacher.fixture';

describe('toTeacherListParams', () => {
  it('maps paging, sorting, keyword and filters to the API query', () => {
    expect(
      toTeacherListParams(
        { current: 2, pageSize: 50, keyword: ' tina ', activated: 'false', courseId: '3' },
        { hourlyRate: 'descend' },
      ),
    ).toEqual({ page: 2, pageSize: 50, sort: 'hourlyRate,desc', keyword: 'tina', activated: 'false', courseId: 3 });
  });

  it('leaves out what is not filtered and what the server cannot take', () => {
    const params = toTeacherListParams({ keyword: '  ', activated: 'maybe', courseId: 'abc' }, { courses: 'ascend' });
    expect(JSON.parse(JSON.stringify(params))).toEqual({ page: 1, pageSize: 20 });
    expect(toTeacherListParams({ activated: true }).activated).toBe('true');
  });

  it('sorts only by the server sortable fields', () => {
    expect(toSortParam({ login: 'ascend' })).toBe('login,asc');
    expect(toSortParam({ phone: 'descend' })).toBe('phone,desc');
    expect(toSortParam({ lastName: 'ascend' })).toBe('lastName,asc');
    expect(toSortParam({ color: 'ascend' })).toBeUndefined();
    expect(toSortParam(undefined)).toBeUndefined();
  });
});

const formValues: TeacherFormValues = {
  login: ' tina ',
  password: 'secret',
  email: ' tina@example.com ',
  firstName: 'Tina',
  lastName: ' ',
  birthday: dayjs('1985-03-04'),
  activated: true,
  sin: '046 454-286',
  hourlyRate: '35.5',
  courseIds: [1, 2],
  color: '#fa8c16',
  feedback: '',
};

describe('teacher form → API', () => {
  it('builds the create body: trimmed, blanks as null, SIN as digits, birthday as YYYY-MM-DD', () => {
    expect(toTeacherCreateBody(formValues)).toEqual({
      login: 'tina',
      password: 'secret',
      email: 'tina@example.com',
      firstName: 'Tina',
      lastName: null,
      preferredName: null,
      birthday: '1985-03-04',
      phone: null,
      wechat: null,
      activated: true,
      employeeId: null,
      sin: '046454286',
      payrollContact: null,
      hourlyRate: '35.5',
      operatingArea: null,
      courseIds: [1, 2],
      color: '#fa8c16',
      advantage: null,
      disadvantage: null,
      feedback: null,
    });
    expect(toTeacherCreateBody({ ...formValues, sin: '' })).not.toHaveProperty('sin');
  });

  it('on edit leaves out a blank password and a blank SIN (kept), and sends null to remove the SIN', () => {
    const kept = toTeacherUpdateBody({ ...formValues, password: '', sin: undefined }, tina);
    expect(kept).not.toHaveProperty('password');
    expect(kept).not.toHaveProperty('sin');
    expect(toTeacherUpdateBody({ ...formValues, sin: '', clearSin: true }, tina).sin).toBeNull();
    expect(toTeacherUpdateBody({ ...formValues, clearSin: true }, tina).sin).toBe('046454286');
  });

  it('on edit sends the courses only when they differ from the teacher’s (the server keeps them when left out)', () => {
    expect(tina.courses.map((course) => course.id)).toEqual([1, 2]);
    for (const unchanged of [
      [1, 2],
      [2, 1],
      [2, 1, 2],
    ]) {
      expect(toTeacherUpdateBody({ ...formValues, courseIds: unchanged }, tina)).not.toHaveProperty('courseIds');
    }
    expect(toTeacherUpdateBody({ ...formValues, courseIds: [1, 3] }, tina).courseIds).toEqual([1, 3]);
    expect(toTeacherUpdateBody({ ...formValues, courseIds: [1] }, tina).courseIds).toEqual([1]);
    expect(toTeacherUpdateBody({ ...formValues, courseIds: [] }, tina).courseIds).toEqual([]);
    expect(toTeacherUpdateBody({ ...formValues, courseIds: undefined }, tina).courseIds).toEqual([]);
    expect(toTeacherUpdateBody({ ...formValues, courseIds: [] }, otto)).not.toHaveProperty('courseIds');
  });

  it('strips only separators from a typed SIN, keeping extra digits and other characters', () => {
    expect(sinWithoutSeparators('046-454 286')).toBe('046454286');
    expect(sinWithoutSeparators('046-454 286 99')).toBe('04645428699');
    expect(sinWithoutSeparators('046-454 28a6')).toBe('04645428a6');
    expect(sinWithoutSeparators(undefined)).toBe('');
  });

  it('starts the edit form from the teacher, without password or SIN', () => {
    const values = toTeacherFormValues(tina);
    expect(values).toMatchObject({ login: 'tina', courseIds: [1, 2], color: '#fa8c16', hourlyRate: '1235.5' });
    expect(values.disadvantage).toBeUndefined();
    expect(values).not.toHaveProperty('password');
    expect(values).not.toHaveProperty('sin');
  });
});

describe('display helpers', () => {
  it('formats rates as money without floats', () => {
    expect(formatRate('1235.5')).toBe('$1,235.50');
    expect(formatRate('35')).toBe('$35.00');
    expect(formatRate(null)).toBe('');
  });

  it('names a teacher with the preferred name in brackets, else falls back to the login', () => {
    expect(teacherDisplayName(tina)).toBe('Tina Turner (Tee)');
    expect(teacherDisplayName(otto)).toBe('Otto Old');
    expect(teacherDisplayName({ ...otto, firstName: null, lastName: null })).toBe('otto');
    expect(teacherDisplayName({ ...tina, firstName: null, lastName: null })).toBe('Tee');
  });

  it('groups a revealed SIN in threes', () => {
    expect(formatSin('046454286')).toBe('046 454 286');
  });

  it('keeps the chosen courses by name beside the search results, without repeats', () => {
    expect(courseOptions(tina.courses, courses)).toEqual([
      { value: 1, label: 'Algebra' },
      { value: 2, label: 'Biology' },
      { value: 3, label: 'Chemistry' },
    ]);
  });
});
