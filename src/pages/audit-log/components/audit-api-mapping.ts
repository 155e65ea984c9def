import dayjs, { type Dayjs } from 'dayjs';
import { idOrUnset, pageQueryOf, type TablePageParams, type TableSort } from '@/components/ProTableSupport';

/** The kinds of record the trail covers, as the filter shows them. */
export const RECORD_TYPE_LABELS: Record<API.AuditEntry['recordType'], string> = {
  account: 'Account',
  teacher: 'Teacher',
  student: 'Student',
  settings: 'Centre settings',
  'price-plan': 'Price plan',
  'term-register': 'Term register',
  lesson: 'Lesson',
  'student-vouchers': 'Student vouchers',
  'teacher-pay': 'Teacher pay',
  credit: 'Credit balance',
  course: 'Course',
  term: 'Term',
  referral: 'Referral',
  'email-template': 'E-mail template',
  invoice: 'Invoice',
  'billing-card': 'Billing card',
};

/** The Person filter's value for changes the server made itself (scheduled jobs), with no person. */
export const SYSTEM_ACTOR = 'system';

const ROLE_LABELS: Record<API.AuditPerson['role'], string> = {
  ROLE_ADMIN: 'administrator',
  ROLE_OPERATOR: 'operator',
  ROLE_TEACHER: 'teacher',
  ROLE_SYSTEM: 'system user',
  ROLE_CUSTOMER: 'family',
};

/**
 * The Person filter's choices: each account with its role (a name can be shared), deleted ones
 * marked; "System (automatic)" first when the search is empty or names it.
 */
export function personOptions(people: API.AuditPerson[], keyword?: string) {
  const typed = keyword?.trim().toLowerCase() ?? '';
  const system = { value: SYSTEM_ACTOR, label: 'System (automatic)' };
  const accounts = people.map((person) => ({
    value: person.id,
    label: `${person.name}${person.name === person.login ? '' : ` (${person.login})`} · ${ROLE_LABELS[person.role]}${
      person.deleted ? ', deleted' : ''
    }`,
  }));
  return !typed || system.label.toLowerCase().includes(typed) ? [system, ...accounts] : accounts;
}
const RECORD_TYPES = Object.keys(RECORD_TYPE_LABELS) as API.AuditEntry['recordType'][];
const isRecordType = (value: unknown): value is API.AuditEntry['recordType'] =>
  RECORD_TYPES.includes(value as API.AuditEntry['recordType']);

type DateValue = Dayjs | string | null | undefined;

/** What ProTable passes to `request`: paging and the search form's fields. */
export type AuditTableParams = TablePageParams & {
  /** A user id, or SYSTEM_ACTOR. */
  actorId?: number | string;
  recordType?: string;
  recordId?: number | string;
  dateRange?: DateValue[];
};

function toIsoDate(value: DateValue): string | undefined {
  if (!value) return undefined;
  const date = dayjs.isDayjs(value) ? value : dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : undefined;
}

/** `at` is the only sortable field; no sort leaves the server's newest-first. */
export function toAuditListParams(params: AuditTableParams, sort?: TableSort): API.listAuditLogParams {
  const direction = sort?.at;
  const recordType = isRecordType(params.recordType) ? params.recordType : undefined;
  const [from, to] = params.dateRange ?? [];
  return {
    ...pageQueryOf(params, direction ? `at,${direction === 'ascend' ? 'asc' : 'desc'}` : undefined),
    actorId: params.actorId === SYSTEM_ACTOR ? undefined : idOrUnset(params.actorId),
    actor: params.actorId === SYSTEM_ACTOR ? SYSTEM_ACTOR : undefined,
    recordType,
    // A record id means nothing without its kind: it is sent only with one.
    recordId: recordType ? idOrUnset(params.recordId) : undefined,
    from: toIsoDate(from),
    to: toIsoDate(to),
  };
}

/** "account.role-change" → "Role change", the record kind being its own column. */
export function actionLabel(action: string): string {
  const verb = action.includes('.') ? action.slice(action.indexOf('.') + 1) : action;
  const words = verb.replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Each changed field as one line: its name, the value before and the value after. */
export function changeLines(entry: Pick<API.AuditEntry, 'before' | 'after'>) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const shown = (value: unknown) =>
    value === undefined ? '' : value === null ? '–' : typeof value === 'string' ? value : JSON.stringify(value);
  return fields.map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}
