import { Modal } from 'antd';
import { showRequestFailure } from '@/components/FormSupport';
import { getBillingOverview } from '@/services/api/billing';
import { withCurrency } from './invoice-status';
import { payInvoice } from './pay-invoice';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * Pay with a confirmation first (issue 31 item 14): the dialog restates the amount in the invoice's
 * currency and the card it goes on (brand and last four), read afresh so a card replaced in another tab
 * is the one named. Without a card the server's own refusal is shown. Render `contextHolder` in the page.
 */
export function usePayInvoice() {
  const [modal, contextHolder] = Modal.useModal();
  const confirmAndPay = async (invoice: API.BillingInvoice) => {
    let card: API.CardOnFile | null;
    try {
      card = (await getBillingOverview({ skipErrorHandler: true })).card;
    } catch (error) {
      showRequestFailure('Failed to charge invoice', error);
      return undefined;
    }
    if (!card) return payInvoice(invoice);
    const amount = withCurrency(invoice.total, invoice.currency);
    const confirmed = await modal.confirm({
      title: `Pay ${invoice.invoiceNumber}?`,
      content: `${amount} will be charged to the ${brandName(card.brand)} card ending in ${card.last4}.`,
      okText: `Pay ${amount}`,
      cancelText: 'Cancel',
    });
    return confirmed ? payInvoice(invoice) : undefined;
  };
  return { contextHolder, confirmAndPay };
}
