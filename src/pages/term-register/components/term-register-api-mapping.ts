import dayjs, { type Dayjs } from 'dayjs';
import { isoDateOrNull } from '@/components/FormSupport/form-values';
import { centsToMoney, toCents, toMoneyString } from '@/components/Money';
import {
  booleanFilterOf,
  idOrUnset,
  pageQueryOf,
  type TablePageParams,
  type TableSort,
  toSortParam,
} from '@/components/ProTableSupport';
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

export type RegisterTableParams = TablePageParams & {
  termId?: number | string;
  studentId?: number | string;
  paid?: string | boolean;
};

export function toRegisterListParams(params: RegisterTableParams, sort?: TableSort): API.listTermRegistersParams {
  return {
    ...pageQueryOf(params, toSortParam(sort, SORTABLE_REGISTER_FIELDS)),
    termId: idOrUnset(params.termId),
    studentId: idOrUnset(params.studentId),
    paid: booleanFilterOf(params.paid),
  };
}

/** `?termId=12` (the Terms screen's "Registers" link) → 12; anything else → no filter. */
export function termIdFromSearch(search: string): number | undefined {
  return idOrUnset(new URLSearchParams(search).get('termId') ?? undefined);
}

/** `?paid=false` (the dashboard's unpaid registers link) → 'false'; anything else → no filter. */
export function paidFromSearch(search: string): 'true' | 'false' | undefined {
  const paid = new URLSearchParams(search).get('paid');
  return paid === 'true' || paid === 'false' ? paid : undefined;
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

/**
 * Fields shared by create and edit. Teacher and course are sent as the form shows them (picking a term
 * fills in its own): a cleared select is null, "none", never left to the server's default.
 */
function editableFields(values: RegisterFormValues) {
  return {
    termId: values.termId as number,
    teacherId: values.teacherId || null,
    courseId: values.courseId || null,
    paymentType: values.paymentType as PaymentType,
    price: toMoneyString(values.price ?? '0'),
    createDate: isoDateOrNull(values.createDate) ?? undefined,
    comments: values.comments?.trim() || null,
  };
}

export function toRegisterCreateBody(values: RegisterFormValues): API.TermRegisterCreateInput {
  return { ...editableFields(values), studentId: values.studentId as number, paid: values.paid ?? false };
}

export function toRegisterUpdateBody(values: RegisterFormValues): API.TermRegisterUpdateInput {
  return editableFields(values);
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
