import { pgEnum } from 'drizzle-orm/pg-core';

/** How the centre was paid for vouchers (and, with VOUCHER, how a term register or lesson is paid). */
export const PAYMENT_TYPES = ['VOUCHER', 'CASH', 'CARD', 'E_TRANSFER', 'CHEQUE', 'OTHER'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const paymentTypeEnum = pgEnum('payment_type', PAYMENT_TYPES);

/** A voucher purchase pays money in, so it is any payment type except VOUCHER itself. */
export const PURCHASE_TYPES = PAYMENT_TYPES.filter((type) => type !== 'VOUCHER') as Exclude<PaymentType, 'VOUCHER'>[];
