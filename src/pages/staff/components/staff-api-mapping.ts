import dayjs, { type Dayjs } from 'dayjs';
import type { StaffRole } from './staff-roles';

/**
 * Pure translations between what the staff screen holds (ProTable's paging, sorting and search form;
 * the staff form's values) and what the API takes and returns. Kept apart from the components so each
 * rule is unit-tested on its own.
 */

/** The columns the server can order by; anything else is left to the server's default order. */
export const SORTABLE_STAFF_FIELDS = [
  'login',
  'firstName',
  'lastName',
  'email',
  'role',
  'activated',
  'createdAt',
] as const;

type TableSort = Record<string, 'ascend' | 'descend' | null | undefined>;

/** ProTable's `{ login: 'ascend' }` → the API's `login,asc`; undefined when no sortable column is sorted. */
export function toSortParam(sort: TableSort | undefined): string | undefined {
  const [field, order] =
    Object.entries(sort ?? {}).find(
      ([key, value]) => value && (SORTABLE_STAFF_FIELDS as readonly string[]).includes(key),
    ) ?? [];
  if (!field || !order) return undefined;
  return `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
}

/** What ProTable passes to `request`: its paging plus the toolbar keyword and the search form's fields. */
export type StaffTableParams = {
  current?: number;
  pageSize?: number;
  keyword?: string;
  login?: string;
  name?: string;
  email?: string;
  role?: string;
  activated?: string | boolean;
};

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const textOrUnset = (value: unknown) => textOrNull(value) ?? undefined;

const isStaffRole = (value: unknown): value is StaffRole =>
  value === 'ROLE_ADMIN' || value === 'ROLE_OPERATOR' || value === 'ROLE_SYSTEM';

/**
 * The query for GET /api/staff. The server rejects unknown parameters, so only its own are built;
 * undefined means "not filtered" and stays out of the URL.
 */
export function toStaffListParams(params: StaffTableParams, sort?: TableSort): API.listStaffParams {
  const activated = String(params.activated ?? '');
  return {
    page: params.current ?? 1,
    pageSize: params.pageSize ?? 20,
    sort: toSortParam(sort),
    keyword: textOrUnset(params.keyword),
    login: textOrUnset(params.login),
    name: textOrUnset(params.name),
    email: textOrUnset(params.email),
    role: isStaffRole(params.role) ? params.role : undefined,
    activated: activated === 'true' || activated === 'false' ? activated : undefined,
  };
}

export type StaffFormValues = {
  login: string;
  /** Required on create; on edit a blank password keeps the current one. */
  password?: string;
  email: string;
  role: StaffRole;
  activated: boolean;
  firstName?: string;
  lastName?: string;
  /** The date picker may hand back a Dayjs or its 'YYYY-MM-DD' string. */
  birthday?: Dayjs | string | null;
  phone?: string;
};

/** A new staff member starts as an activated operator, the least-privileged staff role. */
export const NEW_STAFF_DEFAULTS: Partial<StaffFormValues> = { role: 'ROLE_OPERATOR', activated: true };

/** A record from the list → the edit form's starting values (never a password). */
export function toStaffFormValues(member: API.StaffMember): StaffFormValues {
  return {
    login: member.login,
    email: member.email ?? '',
    role: member.role,
    activated: member.activated,
    firstName: member.firstName ?? undefined,
    lastName: member.lastName ?? undefined,
    birthday: member.birthday ?? undefined,
    phone: member.phone ?? undefined,
  };
}

const blankToNull = (value?: string | null) => value?.trim() || null;

function toIsoDate(value: StaffFormValues['birthday']): string | null {
  if (!value) return null;
  return dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value;
}

/** Fields shared by create and edit; cleared optional fields are sent as null so they are cleared. */
function toStaffFields(values: StaffFormValues) {
  return {
    login: values.login.trim(),
    email: values.email.trim(),
    role: values.role,
    activated: values.activated ?? true,
    firstName: blankToNull(values.firstName),
    lastName: blankToNull(values.lastName),
    birthday: toIsoDate(values.birthday),
    phone: blankToNull(values.phone),
  };
}

export function toStaffCreateBody(values: StaffFormValues): API.StaffCreateInput {
  return { ...toStaffFields(values), password: values.password ?? '' };
}

/**
 * A blank password is left out entirely: the server keeps the current one only when the key is
 * absent (null is refused), which the generated type, marking it `string | null`, cannot express.
 */
export function toStaffUpdateBody(values: StaffFormValues): API.StaffUpdateInput {
  const body = toStaffFields(values);
  return (values.password ? { ...body, password: values.password } : body) as API.StaffUpdateInput;
}
