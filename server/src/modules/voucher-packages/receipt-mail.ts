import type { VoucherOrderRow } from '../../db/schema';
import type { OutgoingMail } from '../../platform/mail/mailer';

type Purchase = { id: number; studentName: string; purchaseDate: string; currentBalance: string };

/** The receipt of an online voucher purchase, to the family account that paid. */
export function receiptMail(input: {
  to: string;
  centreName: string;
  order: VoucherOrderRow;
  purchase: Purchase;
}): OutgoingMail {
  const { order, purchase } = input;
  const gift = /[1-9]/.test(order.giftAmount) ? `\nGift: ${order.giftAmount}` : '';
  return {
    to: input.to,
    subject: `${input.centreName}: receipt for vouchers (purchase #${purchase.id})`,
    text: [
      `Thank you. ${input.centreName} has received your card payment.`,
      '',
      `Receipt: voucher purchase #${purchase.id}`,
      `Date: ${purchase.purchaseDate}`,
      `Student: ${purchase.studentName}`,
      `${order.label ? `Package: ${order.label}\n` : ''}Paid by card: ${order.price} ${order.currency}`,
      `Vouchers: ${order.voucherAmount}${gift}`,
      `Balance now: ${purchase.currentBalance}`,
      '',
      'The receipt as a PDF is on the Balance page of the family portal.',
    ].join('\n'),
  };
}
