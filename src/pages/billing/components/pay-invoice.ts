import { message } from 'antd';
import { showRequestFailure } from '@/components/FormSupport';
import { payBillingInvoice } from '@/services/api/billing';

/**
 * Pays one invoice with the card on file and says what happened. An authentication step (3-D Secure)
 * leaves the page for the provider's; it comes back to /redirectUrlPage. The server charges at most
 * once however often this is called; the caller also disables its button while waiting.
 */
export async function payInvoice(invoice: API.BillingInvoice): Promise<API.PayInvoiceResult | undefined> {
  try {
    const result = await payBillingInvoice({ id: invoice.id }, {}, { skipErrorHandler: true });
    if (result.outcome === 'PAID') message.success(`${result.invoice.invoiceNumber} is paid`);
    else if (result.outcome === 'FAILED')
      message.error(
        `Failed to charge invoice${result.invoice.failureMessage ? `: ${result.invoice.failureMessage}` : ''}`,
      );
    else if (result.outcome === 'REQUIRES_ACTION' && result.invoice.actionUrl)
      window.location.assign(result.invoice.actionUrl);
    else message.info('The payment is still being processed. Check again in a few minutes.');
    return result;
  } catch (error) {
    showRequestFailure('Failed to charge invoice', error);
    return undefined;
  }
}
