import type { AppConfig } from '../../plugins/env';

/** Sends a text message through the configured provider (SMS_PROVIDER). */
export type SmsSender = { send: (phone: string, text: string) => Promise<void> };

type SmsLog = { info: (obj: object, msg: string) => void };

/**
 * Development sender: the message lands in the server log, which is how an operator running the
 * product without an SMS provider can still sign in by phone. It is the delivery channel, not a leak.
 */
export function createLogSmsSender(log: SmsLog): SmsSender {
  return {
    async send(phone, text) {
      log.info({ sms: { to: phone, text } }, 'SMS (log sender: no SMS provider configured)');
    },
  };
}

/**
 * Twilio's Messages REST API (form-encoded POST with the account's basic auth). Its official SDK is
 * not used: one call does not justify its size, and fetch lets tests point TWILIO_API_URL at a local fake.
 */
export function createTwilioSmsSender(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}): SmsSender {
  const url = `${options.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return {
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: phone, From: options.from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const detail = (await response.json().catch(() => ({}))) as { message?: string; code?: number };
        // The HTTP status travels with the error: the outbox retries a 429 or 5xx, not a 400 (sms-outbox.ts).
        throw Object.assign(
          new Error(
            `SMS provider refused the message (${response.status}${detail.code ? ` ${detail.code}` : ''}): ${detail.message ?? response.statusText}`,
          ),
          { status: response.status },
        );
      }
    },
  };
}

export function createSmsSender(config: AppConfig['sms'], log: SmsLog): SmsSender {
  if (config.provider === 'twilio' && config.accountSid && config.authToken && config.from) {
    return createTwilioSmsSender({
      accountSid: config.accountSid,
      authToken: config.authToken,
      from: config.from,
      apiUrl: config.apiUrl,
    });
  }
  return createLogSmsSender(log);
}
