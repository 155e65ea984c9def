import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onlinePaymentSettings } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-encryption';
import type { AppConfig } from '../../plugins/env';
import { recordAuditEvent } from '../audit-log';
import { createStripeProvider, createTestProvider, type PaymentProvider, type StripeProvider } from '../billing';
import type { OnlinePaymentSettingsInput } from './voucher-packages.schemas';

export type PaymentsContext = { db: Database; fieldCipher: FieldCipher; config: AppConfig };
type Row = typeof onlinePaymentSettings.$inferSelect;
type StripeKeys = { secretKey: string; publishableKey: string; webhookSecret: string | null };

async function readRow(db: Database): Promise<Row | undefined> {
  const [row] = await db.select().from(onlinePaymentSettings).where(eq(onlinePaymentSettings.id, 1));
  return row;
}

/** The centre's Stripe keys: saved in Centre Settings (decrypted here only), else the environment's, else none. */
function keysOf(
  ctx: PaymentsContext,
  row: Row | undefined,
): { keys: StripeKeys; from: 'settings' | 'environment' } | null {
  if (row?.stripeSecretKeyEncrypted && row.stripePublishableKeyEncrypted)
    return {
      from: 'settings',
      keys: {
        secretKey: ctx.fieldCipher.decrypt(row.stripeSecretKeyEncrypted),
        publishableKey: ctx.fieldCipher.decrypt(row.stripePublishableKeyEncrypted),
        webhookSecret: row.stripeWebhookSecretEncrypted
          ? ctx.fieldCipher.decrypt(row.stripeWebhookSecretEncrypted)
          : null,
      },
    };
  return ctx.config.centreStripe ? { from: 'environment', keys: ctx.config.centreStripe } : null;
}

/** One Stripe client per key set: a key change in Centre Settings takes effect on the next payment. */
const stripeClients = new Map<string, StripeProvider>();

/**
 * The centre's own card account for the portal's voucher payments: the billing module's provider
 * interface (docs/decisions.md, "Online voucher payments: the centre's card account"), Stripe with the
 * centre's keys, else the built-in test provider with Stripe's documented test cards.
 */
export async function centreProvider(ctx: PaymentsContext): Promise<PaymentProvider | StripeProvider> {
  const found = keysOf(ctx, await readRow(ctx.db));
  if (!found) return createTestProvider(ctx.db);
  const cacheKey = `${found.keys.secretKey}|${found.keys.webhookSecret ?? ''}`;
  let provider = stripeClients.get(cacheKey);
  if (!provider) {
    provider = createStripeProvider({ ...found.keys, ...(ctx.config.stripeApi && { api: ctx.config.stripeApi }) });
    stripeClients.set(cacheKey, provider);
  }
  return provider;
}

/** The free amount's range when the centre allows one. */
export async function customAmountRange(db: Database): Promise<{ min: string; max: string } | null> {
  const row = await readRow(db);
  return row?.allowCustomAmount && row.customAmountMin && row.customAmountMax
    ? { min: row.customAmountMin, max: row.customAmountMax }
    : null;
}

export async function getOnlinePaymentSettings(ctx: PaymentsContext) {
  const row = await readRow(ctx.db);
  const found = keysOf(ctx, row);
  return {
    allowCustomAmount: row?.allowCustomAmount ?? false,
    customAmountMin: row?.customAmountMin ?? null,
    customAmountMax: row?.customAmountMax ?? null,
    provider: found ? ('stripe' as const) : ('test' as const),
    keysFrom: found?.from ?? null,
    publishableKeyEnd: found ? found.keys.publishableKey.slice(-4) : null,
    webhookSecretSet: Boolean(found?.keys.webhookSecret),
    webhookUrl: `${ctx.config.publicUrl}/api/portal/stripe-webhook`,
  };
}

/** Saves the free amount and, when given, the keys (encrypted); the audit trail says what changed, never a key. */
export async function saveOnlinePaymentSettings(
  ctx: PaymentsContext,
  actorId: number,
  input: OnlinePaymentSettingsInput,
) {
  const encrypt = (value: string | undefined) => (value ? ctx.fieldCipher.encrypt(value) : undefined);
  const keys = input.clearStripeKeys
    ? { stripeSecretKeyEncrypted: null, stripePublishableKeyEncrypted: null, stripeWebhookSecretEncrypted: null }
    : {
        ...(input.stripeSecretKey && {
          stripeSecretKeyEncrypted: encrypt(input.stripeSecretKey),
          stripePublishableKeyEncrypted: encrypt(input.stripePublishableKey),
        }),
        ...(input.stripeWebhookSecret && { stripeWebhookSecretEncrypted: encrypt(input.stripeWebhookSecret) }),
      };
  const values = {
    allowCustomAmount: input.allowCustomAmount,
    customAmountMin: input.customAmountMin ?? null,
    customAmountMax: input.customAmountMax ?? null,
    ...keys,
    updatedAt: new Date(),
    updatedBy: actorId,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(onlinePaymentSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: onlinePaymentSettings.id, set: values });
    const keyChange = input.clearStripeKeys
      ? 'Stripe keys removed'
      : [input.stripeSecretKey && 'Stripe keys replaced', input.stripeWebhookSecret && 'webhook secret replaced']
          .filter(Boolean)
          .join(', ');
    await recordAuditEvent(tx, {
      action: 'online-payments.update',
      recordType: 'settings',
      recordId: 1,
      summary: ['Online payments saved', keyChange].filter(Boolean).join(': '),
      after: {
        allowCustomAmount: values.allowCustomAmount,
        customAmountMin: values.customAmountMin,
        customAmountMax: values.customAmountMax,
      },
      actorId,
    });
  });
  return getOnlinePaymentSettings(ctx);
}
