export type PaymentType = API.TermRegister['paymentType'];

/** How each payment type is named on screen. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  VOUCHER: 'Voucher',
  CASH: 'Cash',
  CARD: 'Card',
  E_TRANSFER: 'E-transfer',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

export const PAYMENT_TYPE_OPTIONS = (Object.keys(PAYMENT_TYPE_LABELS) as PaymentType[]).map((value) => ({
  value,
  label: PAYMENT_TYPE_LABELS[value],
}));

/** ProTable/ProForm `valueEnum`: the label in cells and selects. */
export const PAYMENT_TYPE_VALUE_ENUM = Object.fromEntries(
  PAYMENT_TYPE_OPTIONS.map(({ value, label }) => [value, { text: label }]),
) as Record<PaymentType, { text: string }>;

/** The paid filter: leaving it empty shows all registers. */
export const PAID_VALUE_ENUM = { true: { text: 'Paid' }, false: { text: 'Unpaid' } };
