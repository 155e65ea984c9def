/**
 * What billing needs from a card provider. Two implement it: the built-in test provider (the default,
 * test-provider.ts) and Stripe (when STRIPE_SECRET_KEY is set). The provider keeps the card; billing
 * keeps only brand, last four digits and expiry.
 */
export type SavedCard = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  paymentMethod: string;
  customer: string | null;
};

export type ChargeRequest = {
  /** The invoice charged; absent for a payment that is not the vendor's invoice (a family's voucher order). */
  invoiceId?: number;
  /** The invoice's (or order's) attempt number: Stripe keeps it in the PaymentIntent's metadata, so its events name it. */
  attempt: number;
  /** More for the PaymentIntent's metadata (the family portal's `voucherOrderId`), so webhooks can name it. */
  metadata?: Record<string, string>;
  /** What the card statement and Stripe's dashboard say the payment was for. */
  description?: string;
  amountCents: bigint;
  currency: string;
  paymentMethod: string;
  customer: string | null;
  /** The same key for a retry of the same attempt: the provider then answers with the first result. */
  idempotencyKey: string;
  /** Period-end charges run with nobody at the screen: an authentication step fails instead of waiting. */
  offSession: boolean;
  /** Absolute URL the browser returns to after an authentication step. */
  returnUrl: string;
};

export type ChargeOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed'; reference: string | null; message: string }
  | { status: 'requires_action'; reference: string; actionUrl: string };

/** A refund of a whole payment; the same key for a retry, so the provider refunds once. */
export type RefundRequest = { reference: string; amountCents: bigint; idempotencyKey: string };
export type RefundOutcome = { status: 'succeeded'; reference: string } | { status: 'failed'; message: string };

export type CardSetup = { provider: 'test' | 'stripe'; clientSecret: string | null; publishableKey: string | null };

export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  readonly publishableKey: string | null;
  /** Starts saving a card: Stripe makes a SetupIntent for Elements; the test provider needs nothing. */
  startCardSetup(customer: string | null): Promise<CardSetup & { customer: string | null }>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * The provider's current word on a payment it answered before (after an authentication step, or when
   * the answer was lost): null while it is still processing.
   */
  paymentOutcome(reference: string): Promise<ChargeOutcome | null>;
  /** Gives a payment's money back to the card (the family portal's refunds of online purchases). */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}
