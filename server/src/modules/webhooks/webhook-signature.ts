import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret, shaped like Stripe's (`whsec_…`); the whole string is the HMAC key, as Stripe's is. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * The Centre-Signature header, Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, with
 * one v1 per valid secret (during a rotation the old secret signs too), so code written after Stripe's
 * documentation, which accepts any matching v1, verifies it unchanged.
 */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  const signed = `${timestamp}.${body}`;
  const parts = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(signed, 'utf8').digest('hex')}`);
  return [`t=${timestamp}`, ...parts].join(',');
}
