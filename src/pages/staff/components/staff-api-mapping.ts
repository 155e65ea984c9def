import type { Dayjs } from 'dayjs';
import { blankToNull, isoDateOrNull } from '@/components/FormSupport/form-values';
import {
  booleanFilterOf,
  pageQueryOf,
  toSortParam as sortParamOf,
  type TablePageParams,
  type TableSort,
  textOrUnset,
} from '@/components/ProTableSupport';
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

/** ProTable's `{ login: 'ascend' }` → the API's `login,asc`; undefined when no sortable column is sorted. */
export const toSortParam = (sort: TableSort | undefined) => sortParamOf(sort, SORTABLE_STAFF_FIELDS);

/** What ProTable passes to `request`: its paging plus the toolbar keyword and the search form's fields. */
export type StaffTableParams = TablePageParams & {
  login?: string;
  name?: string;
  email?: string;
  role?: string;
  activated?: string | boolean;
};

const isStaffRole = (value: unknown): value is StaffRole =>
  value === 'ROLE_ADMIN' || value === 'ROLE_OPERATOR' || value === 'ROLE_SYSTEM';

/**
 * The query for GET /api/staff. The server rejects unknown parameters, so only its own are built;
 * undefined means "not filtered" and stays out of the URL.
 */
export function toStaffListParams(params: StaffTableParams, sort?: TableSort): API.listStaffParams {
  return {
    ...pageQueryOf(params, toSortParam(sort)),
    login: textOrUnset(params.login),
    name: textOrUnset(params.name),
    email: textOrUnset(params.email),
    role: isStaffRole(params.role) ? params.role : undefined,
    activated: booleanFilterOf(params.activated),
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

/** Fields shared by create and edit; cleared optional fields are sent as null so they are cleared. */
function toStaffFields(values: StaffFormValues) {
  return {
    login: values.login.trim(),
    email: values.email.trim(),
    role: values.role,
    activated: values.activated ?? true,
    firstName: blankToNull(values.firstName),
    lastName: blankToNull(values.lastName),
    birthday: isoDateOrNull(values.birthday),
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
