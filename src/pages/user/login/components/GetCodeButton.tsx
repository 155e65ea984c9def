import { Button } from 'antd';
import { useState } from 'react';
import { useCountdown } from './use-countdown';

/** How long before another code may be requested; the server also limits codes per hour. */
export const RESEND_WAIT_SECONDS = 60;

/**
 * Asks for an SMS code, then stays disabled with a seconds countdown so the user waits for the
 * message instead of requesting more. `requestCode` rejects when no code was sent (bad number or
 * a failed call); the countdown only starts after a success.
 */
export default function GetCodeButton({ requestCode }: { requestCode: () => Promise<void> }) {
  const [sending, setSending] = useState(false);
  const { secondsLeft, start } = useCountdown();

  const onClick = async () => {
    setSending(true);
    try {
      await requestCode();
      start(RESEND_WAIT_SECONDS);
    } catch {
      // Nothing to add: the form shows the phone field's error and the request layer shows call failures.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button block size="large" disabled={secondsLeft > 0} loading={sending} onClick={onClick}>
      {secondsLeft > 0 ? `${secondsLeft} s` : 'Get Code'}
    </Button>
  );
}
