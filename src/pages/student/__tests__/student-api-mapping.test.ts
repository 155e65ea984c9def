import dayjs from 'dayjs';
import {
  screenOf,
  toSortParam,
  toStudentCreateBody,
  toStudentFormValues,
  toStudentListParams,
  toStudentUpdateBody,
} from '../components/student-api-mapping';
import { student } from './student.fixture';

describe('screenOf', () => {
  it('tells the inactive list from the all-students list', () => {
    expect(screenOf('/student/inactive-student')).toBe('inactive');
    expect(screenOf('/student/inactive-student/')).toBe('inactive');
    expect(screenOf('/student/all-student')).toBe('all');
    expect(screenOf('/student')).toBe('all');
  });
});

describe('toStudentListParams', () => {
  it('lists active and suspended students under "All students"', () => {
    expect(toStudentListParams('all', { current: 2, pageSize: 50, keyword: ' ann lee ' })).toEqual({
      page: 2,
      pageSize: 50,
      sort: undefined,
      keyword: 'ann lee',
      statuses: 'active,suspended',
    });
  });

  it('narrows to a status chosen in the search form, but never to one outside the screen', () => {
    expect(toStudentListParams('all', { status: 'suspended' })).toMatchObject({ status: 'suspended' });
    expect(toStudentListParams('all', { status: 'inactive' })).toMatchObject({ statuses: 'active,suspended' });
    expect(toStudentListParams('all', { status: 'inactive' })).not.toHaveProperty('status');
  });

  it('lists only inactive students under "Inactive students"', () => {
    expect(toStudentListParams('inactive', {})).toEqual({
      page: 1,
      pageSize: 20,
      sort: undefined,
      keyword: undefined,
      status: 'inactive',
    });
    expect(toStudentListParams('inactive', { status: 'active' })).toMatchObject({ status: 'inactive' });
  });

  it('sorts only by fields the server sorts by (the name column sorts by last name)', () => {
    expect(toSortParam({ lastName: 'ascend' })).toBe('lastName,asc');
    expect(toSortParam({ voucherBalance: 'descend' })).toBe('voucherBalance,desc');
    expect(toSortParam({ referrer: 'ascend' })).toBeUndefined();
    expect(toSortParam({ studentId: null })).toBeUndefined();
  });
});

describe('student form ↔ API', () => {
  it('starts the edit form from the student', () => {
    expect(toStudentFormValues(student)).toEqual({
      studentId: 'S000042',
      firstName: 'Ann',
      lastName: 'Lee',
      referralId: 7,
      startDate: '2025-09-02',
      wechat: 'annlee88',
      phone: '+14165550142',
      email: 'ann@example.com',
      comments: undefined,
      allowSms: true,
      allowEmail: false,
      hourlyRate: '40.00',
    });
  });

  it('sends a blank student number as null so the server assigns one, and blanks as null', () => {
    expect(
      toStudentCreateBody({
        studentId: '  ',
        firstName: ' Bo ',
        lastName: 'Chen',
        startDate: dayjs('2026-01-05'),
        phone: ' ',
        email: '',
        allowSms: true,
        allowEmail: true,
        hourlyRate: ' 35.5 ',
      }),
    ).toEqual({
      studentId: null,
      firstName: 'Bo',
      lastName: 'Chen',
      referralId: null,
      startDate: '2026-01-05',
      wechat: null,
      phone: null,
      email: null,
      comments: null,
      allowSms: true,
      allowEmail: true,
      hourlyRate: '35.5',
    });
  });

  it('never sends the voucher balance or the status on edit', () => {
    const body = toStudentUpdateBody(toStudentFormValues(student));
    expect(body).toMatchObject({ studentId: 'S000042', startDate: '2025-09-02', referralId: 7 });
    expect(body).not.toHaveProperty('voucherBalance');
    expect(body).not.toHaveProperty('status');
  });
});
