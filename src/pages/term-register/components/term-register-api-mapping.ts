import dayjs, { type Dayjs } from 'dayjs';
import { toMoneyString } from '@/components/VoucherPurchaseForm/money';
import { idOrUnset, type TableSort, textOrUnset, toSortParam } from '@/pages/term/components/table-sort';
import { toIsoDate } from '@/pages/term/components/term-api-mapping';
import type { PaymentType } from './payment-types';

/**
 * Pure translations between the term registers screen and the API, unit-tested on their own.
 * Money stays the server's decimal strings; comparisons go through whole cents, never floats.
 */

export const SORTABLE_REGISTER_FIELDS = [
  'createDate',
  'price',
  'paid',
  'paymentType',
  'studentName',
  'createdAt',
] as const;

export type RegisterTableParams = {
  current?: number;
  pageSize?: number;
  keyword?: string;
  termId?: number | string;
  studentId?: number | string;
  paid?: string | boolean;
};

export function toRegisterListParams(params: RegisterTableParams, sort?: TableSort): API.listTermRegistersParams {
  const paid = String(params.paid ?? '');
  return {
    page: params.current ?? 1,
    pageSize: params.pageSize ?? 20,
    sort: toSortParam(sort, SORTABLE_REGISTER_FIELDS),
    keyword: textOrUnset(params.keyword),
    termId: idOrUnset(params.termId),
    studentId: idOrUnset(params.studentId),
    paid: paid === 'true' || paid === 'false' ? paid : undefined,
  };
}

/** `?termId=12` (the Terms screen's "Registers" link) → 12; anything else → no filter. */
export function termIdFromSearch(search: string): number | undefined {
  return idOrUnset(new URLSearchParams(search).get('termId') ?? undefined);
}

export type RegisterFormValues = {
  termId?: number;
  studentId?: number;
  teacherId?: number | null;
  courseId?: number | null;
  paymentType?: PaymentType;
  price?: string;
  createDate?: Dayjs | string | null;
  paid?: boolean;
  comments?: string;
};

/** A new register: today, unpaid, cash, in the term the screen is filtered on (if any). */
export function newRegisterValues(termId?: number): RegisterFormValues {
  return { termId, paymentType: 'CASH', createDate: dayjs().format('YYYY-MM-DD'), paid: false };
}

export function toRegisterFormValues(register: API.TermRegister): RegisterFormValues {
  return {
    termId: register.termId,
    studentId: register.studentId,
    teacherId: register.teacherId,
    courseId: register.courseId,
    paymentType: register.paymentType,
    price: register.price,
    createDate: register.createDate,
    comments: register.comments ?? undefined,
  };
}

/** Fields shared by create and edit; an empty teacher or course lets the server take the term's. */
function editableFields(values: RegisterFormValues) {
  return {
    termId: values.termId as number,
    ...(values.teacherId ? { teacherId: values.teacherId } : {}),
    ...(values.courseId ? { courseId: values.courseId } : {}),
    paymentType: values.paymentType as PaymentType,
    price: toMoneyString(values.price ?? '0'),
    createDate: toIsoDate(values.createDate),
    comments: values.comments?.trim() || null,
  };
}

export function toRegisterCreateBody(values: RegisterFormValues): API.TermRegisterCreateInput {
  return { ...editableFields(values), studentId: values.studentId as number, paid: values.paid ?? false };
}

export function toRegisterUpdateBody(values: RegisterFormValues): API.TermRegisterUpdateInput {
  return editableFields(values);
}

/** "-15.4" → -1540: exact whole cents of a decimal string. */
export function toCents(amount: string): number {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** -1545 → "-15.45". */
export function centsToMoney(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * What paying `price` by voucher does to `balance`: the balance after, and whether the balance is
 * lower than the price (a free register charges nothing, so it never is).
 */
export function voucherPaymentPreview(balance: string, price: string) {
  const charge = toCents(price);
  const after = toCents(balance) - charge;
  return { after: centsToMoney(after), lowerThanPrice: charge > 0 && after < 0 };
}
