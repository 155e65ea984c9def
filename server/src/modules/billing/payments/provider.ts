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
  invoiceId: number;
  /** The invoice's attempt number: Stripe keeps it in the PaymentIntent's metadata, so its events name it. */
  attempt: number;
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

export type CardSetup = { provider: 'test' | 'stripe'; clientSecret: string | null; publishableKey: string | null };

export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  readonly publishableKey: string | null;
  /** Starts saving a card: Stripe makes a SetupIntent for Elements; the test provider needs nothing. */
  startCardSetup(customer: string | null): Promise<CardSetup & { customer: string | null }>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}
