import { useCallback, useEffect, useState } from 'react';

type LoadState<T> = { data?: T; failed: boolean; error?: unknown; loading: boolean };

export type Loaded<T> = LoadState<T> & {
  /** Loads again with the same key (a Retry button, or after a save). */
  reload: () => void;
  /** Changes the shown data in place (e.g. a lesson dragged to its new time) until the next load. */
  setData: (update: (data: T | undefined) => T | undefined) => void;
};

/**
 * The one way a component loads data. `key` is what the load depends on, compared by value (JSON), so
 * `[teacherId, from, to]` or a params object both work; a change loads again. While loading, the last
 * data stays (a list does not blink empty); a failure keeps it too and sets `failed`/`error`. An answer
 * that arrives after the key has changed or the component has gone is dropped, and `signal` is aborted
 * then, so a load that waits first (a pause in typing) can stop before it asks the server.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: unknown): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ failed: false, loading: true });
  const [attempt, setAttempt] = useState(0);
  const keyText = JSON.stringify(key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure each render; the key (by value) and attempt say when to load again.
  useEffect(() => {
    const aborter = new AbortController();
    const current = () => !aborter.signal.aborted;
    setState((previous) => ({ ...previous, loading: true }));
    load(aborter.signal).then(
      (data) => current() && setState({ data, failed: false, loading: false }),
      (error: unknown) => current() && setState((previous) => ({ ...previous, failed: true, error, loading: false })),
    );
    return () => aborter.abort();
  }, [keyText, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T | undefined) => T | undefined) =>
      setState((previous) => ({ ...previous, data: update(previous.data) })),
    [],
  );
  return { ...state, reload, setData };
}

/** Waits `ms`, or rejects as soon as `signal` is aborted (the load it belongs to is no longer wanted). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
