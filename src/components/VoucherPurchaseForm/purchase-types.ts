/** How a purchase was paid, as the server names it and as people read it. */
export const PURCHASE_TYPE_LABELS: Record<API.VoucherPurchase['type'], string> = {
  CASH: 'Cash',
  CARD: 'Card',
  E_TRANSFER: 'E-transfer',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

export const PURCHASE_TYPE_OPTIONS = Object.entries(PURCHASE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** For ProTable's select filter and column rendering. */
export const PURCHASE_TYPE_VALUE_ENUM = Object.fromEntries(
  Object.entries(PURCHASE_TYPE_LABELS).map(([value, text]) => [value, { text }]),
);
