import dayjs from 'dayjs';
import {
  type StaffFormValues,
  toSortParam,
  toStaffCreateBody,
  toStaffFormValues,
  toStaffListParams,
  toStaffUpdateBody,
} from '../components/staff-api-mapping';
import { member } from './staff-member.fixture';

describe('toSortParam', () => {
  it('turns ProTable ascend/descend into field,asc and field,desc', () => {
    expect(toSortParam({ login: 'ascend' })).toBe('login,asc');
    expect(toSortParam({ createdAt: 'descend' })).toBe('createdAt,desc');
  });

  it('is undefined when nothing is sorted', () => {
    expect(toSortParam(undefined)).toBeUndefined();
    expect(toSortParam({})).toBeUndefined();
    expect(toSortParam({ login: null })).toBeUndefined();
  });

  it('ignores columns the server cannot sort by', () => {
    expect(toSortParam({ phone: 'ascend' })).toBeUndefined();
    expect(toSortParam({ phone: 'ascend', email: 'descend' })).toBe('email,desc');
  });
});

describe('toStaffListParams', () => {
  it('maps paging, sorting, keyword and column filters to the API query', () => {
    expect(
      toStaffListParams(
        {
          current: 3,
          pageSize: 50,
          keyword: ' jane ',
          login: 'js',
          name: 'Smith',
          email: 'example',
          role: 'ROLE_ADMIN',
          activated: 'false',
        },
        { lastName: 'ascend' },
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'lastName,asc',
      keyword: 'jane',
      login: 'js',
      name: 'Smith',
      email: 'example',
      role: 'ROLE_ADMIN',
      activated: 'false',
    });
  });

  it('sends only its own parameters and leaves every unused filter out of the query', () => {
    const params = toStaffListParams({ current: 1, pageSize: 20, keyword: '  ', role: 'ROLE_TEACHER', activated: '' });
    // Undefined values are dropped from the query string, as the JSON round trip drops them here.
    expect(JSON.parse(JSON.stringify(params))).toEqual({ page: 1, pageSize: 20 });
  });

  it('accepts a boolean activated filter', () => {
    expect(toStaffListParams({ activated: true }).activated).toBe('true');
  });
});

describe('staff form ⇄ API', () => {
  const formValues: StaffFormValues = {
    login: ' jsmith ',
    email: ' jane@example.com ',
    password: 'secret',
    role: 'ROLE_ADMIN',
    activated: false,
    firstName: 'Jane',
    lastName: '  ',
    birthday: dayjs('1990-04-01'),
    phone: '',
  };

  it('fills the edit form from a record, without a password and with empty optional fields', () => {
    expect(toStaffFormValues({ ...member, phone: null as unknown as string })).toEqual({
      login: 'jsmith',
      email: 'jane@example.com',
      role: 'ROLE_OPERATOR',
      activated: true,
      firstName: 'Jane',
      lastName: 'Smith',
      birthday: '1990-04-01',
      phone: undefined,
    });
  });

  it('builds a create body: trimmed, blank optional fields null, birthday as YYYY-MM-DD', () => {
    expect(toStaffCreateBody(formValues)).toEqual({
      login: 'jsmith',
      email: 'jane@example.com',
      password: 'secret',
      role: 'ROLE_ADMIN',
      activated: false,
      firstName: 'Jane',
      lastName: null,
      birthday: '1990-04-01',
      phone: null,
    });
  });

  it('keeps a birthday that is already a date string', () => {
    expect(toStaffCreateBody({ ...formValues, birthday: '2001-12-31' }).birthday).toBe('2001-12-31');
    expect(toStaffCreateBody({ ...formValues, birthday: null }).birthday).toBeNull();
  });

  it('leaves the password out of an update when it is blank, so the current one is kept', () => {
    expect(toStaffUpdateBody({ ...formValues, password: '' })).not.toHaveProperty('password');
    expect(toStaffUpdateBody({ ...formValues, password: undefined })).not.toHaveProperty('password');
    expect(toStaffUpdateBody(formValues)).toMatchObject({ password: 'secret', login: 'jsmith' });
  });

  it('round-trips a record through the form unchanged', () => {
    const { id: _id, createdAt: _createdAt, ...editable } = member;
    expect(toStaffUpdateBody(toStaffFormValues(member))).toEqual(editable);
  });
});
