import dayjs, { type Dayjs } from 'dayjs';
import { toMoneyString } from '@/components/Money';

export type PurchaseFormValues = {
  type?: API.VoucherPurchaseCreateInput['type'];
  /** The date picker may hand back a Dayjs or its 'YYYY-MM-DD' string. */
  purchaseDate?: Dayjs | string;
  voucherAmount?: string;
  giftAmount?: string;
  comments?: string;
};

/** A new purchase is dated today and carries no gift until one is typed. */
export const newPurchaseValues = (): PurchaseFormValues => ({ purchaseDate: dayjs(), giftAmount: '0' });

const isoDate = (value: PurchaseFormValues['purchaseDate']) =>
  dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : (value ?? '');

/** The form's values → POST /api/voucher-purchases; amounts are sent as "12.50" strings. */
export function toVoucherPurchaseBody(studentId: number, values: PurchaseFormValues): API.VoucherPurchaseCreateInput {
  return {
    studentId,
    type: values.type as API.VoucherPurchaseCreateInput['type'],
    purchaseDate: isoDate(values.purchaseDate),
    voucherAmount: toMoneyString(values.voucherAmount ?? '0'),
    giftAmount: toMoneyString(values.giftAmount?.trim() || '0'),
    comments: values.comments?.trim() || null,
  };
}
