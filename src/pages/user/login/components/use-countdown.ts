import { useEffect, useState } from 'react';

/** Seconds left on a one-second ticking countdown; `start(n)` begins (or restarts) it at n. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return { secondsLeft, start: setSecondsLeft };
}
