import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billingTestCharges } from '../../../db/schema';
import { invalidField } from '../../../lib/app-error';
import { formatCents } from '../../../lib/money';
import type { TestCardInput } from '../billing.schemas';
import type { ChargeOutcome, ChargeRequest, PaymentProvider, SavedCard } from './provider';

/**
 * Stripe's documented test cards (docs.stripe.com/testing), with the payment-method names and the
 * messages Stripe gives for them. Any other number is refused as Stripe's test mode refuses it.
 */
const TEST_CARDS: Record<string, { brand: string; paymentMethod: string }> = {
  '4242424242424242': { brand: 'visa', paymentMethod: 'pm_card_visa' },
  '4000056655665556': { brand: 'visa', paymentMethod: 'pm_card_visa_debit' },
  '5555555555554444': { brand: 'mastercard', paymentMethod: 'pm_card_mastercard' },
  '378282246310005': { brand: 'amex', paymentMethod: 'pm_card_amex' },
  '4000000000000002': { brand: 'visa', paymentMethod: 'pm_card_chargeDeclined' },
  '4000000000009995': { brand: 'visa', paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds' },
  '4000002500003155': { brand: 'visa', paymentMethod: 'pm_card_authenticationRequired' },
};

export const DECLINE_MESSAGES = {
  generic: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks a test card as Stripe's test mode would and returns what billing keeps: never the number or CVC. */
export function testCardOf(input: TestCardInput, now: Date): SavedCard {
  const digits = input.number.replace(/ /g, '');
  if (!luhnValid(digits)) throw invalidField('number', 'Your card number is incorrect.');
  const card = TEST_CARDS[digits];
  if (!card)
    throw invalidField('number', 'Your card was declined. Your request was in test mode, but used a non test card.');
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (input.expYear * 12 + input.expMonth - 1 < thisMonth) throw invalidField('expYear', 'Your card has expired.');
  return {
    brand: card.brand,
    last4: digits.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    paymentMethod: card.paymentMethod,
    customer: null,
  };
}

function outcomeFor(request: ChargeRequest): { status: string; failureMessage: string | null } {
  switch (request.paymentMethod) {
    case 'pm_card_chargeDeclined':
      return { status: 'failed', failureMessage: DECLINE_MESSAGES.generic };
    case 'pm_card_chargeDeclinedInsufficientFunds':
      return { status: 'failed', failureMessage: DECLINE_MESSAGES.insufficientFunds };
    case 'pm_card_authenticationRequired':
      return request.offSession
        ? { status: 'failed', failureMessage: DECLINE_MESSAGES.authenticationRequired }
        : { status: 'requires_action', failureMessage: null };
    default:
      return { status: 'succeeded', failureMessage: null };
  }
}

export const testChargeReference = (id: number) => `tch_${id}`;
const chargeIdOf = (reference: string) => (/^tch_(\d{1,9})$/.exec(reference) ? Number(reference.slice(4)) : null);
export const challengePath = (token: string) => `/api/billing/test-provider/challenges/${token}`;

type ChargeRow = typeof billingTestCharges.$inferSelect;

function toOutcome(row: ChargeRow): ChargeOutcome {
  const reference = testChargeReference(row.id);
  if (row.status === 'succeeded') return { status: 'succeeded', reference };
  if (row.status === 'requires_action' && row.challengeToken)
    return { status: 'requires_action', reference, actionUrl: challengePath(row.challengeToken) };
  return { status: 'failed', reference, message: row.failureMessage ?? DECLINE_MESSAGES.generic };
}

/**
 * The built-in provider. Its charges live in billing_test_charges, unique by idempotency key: a
 * second request with a key already used gets the first charge's answer and charges nothing, as
 * Stripe's idempotency keys do.
 */
export function createTestProvider(db: Database): PaymentProvider {
  return {
    kind: 'test',
    publishableKey: null,
    startCardSetup: async (customer) => ({ provider: 'test', clientSecret: null, publishableKey: null, customer }),
    charge: async (request) => {
      const { status, failureMessage } = outcomeFor(request);
      const [created] = await db
        .insert(billingTestCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          paymentMethod: request.paymentMethod,
          amount: formatCents(request.amountCents),
          currency: request.currency,
          status,
          failureMessage,
          challengeToken: status === 'requires_action' ? randomBytes(24).toString('hex') : null,
          returnUrl: request.returnUrl,
        })
        .onConflictDoNothing()
        .returning();
      if (created) return toOutcome(created);
      const [first] = await db
        .select()
        .from(billingTestCharges)
        .where(eq(billingTestCharges.idempotencyKey, request.idempotencyKey));
      return toOutcome(first);
    },
    paymentOutcome: async (reference) => {
      const id = chargeIdOf(reference);
      const [row] = id === null ? [] : await db.select().from(billingTestCharges).where(eq(billingTestCharges.id, id));
      if (!row) return { status: 'failed', reference, message: 'The card provider knows no such payment.' };
      // A refunded charge was paid: what it paid stays its outcome.
      return row.status === 'refunded' ? { status: 'succeeded', reference } : toOutcome(row);
    },
    refund: async ({ reference }) => {
      const id = chargeIdOf(reference);
      if (id === null) return { status: 'failed', message: 'The card provider knows no such payment.' };
      // Once only: a repeated refund of the same charge answers as the first did and gives nothing more back.
      const [row] = await db
        .update(billingTestCharges)
        .set({ status: 'refunded' })
        .where(and(eq(billingTestCharges.id, id), inArray(billingTestCharges.status, ['succeeded', 'refunded'])))
        .returning();
      return row
        ? { status: 'succeeded', reference: `tre_${id}` }
        : { status: 'failed', message: 'Only a paid charge can be refunded.' };
    },
  };
}
