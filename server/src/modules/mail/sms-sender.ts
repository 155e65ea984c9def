/** Sends a text message. A real provider plugs in here; the default writes to the server log. */
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
