import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { data?: T; failed: boolean; loading: boolean; reload: () => void };

/**
 * Loads one dashboard section and keeps its own failure, so a section that cannot load says so
 * while the others still show. `key` changes reload it (e.g. after a purchase).
 */
export function useLoaded<T>(load: () => Promise<T>, key: unknown): Loaded<T> {
  const [state, setState] = useState<{ data?: T; failed: boolean; loading: boolean }>({
    failed: false,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure each render; key and attempt say when to load again.
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, failed: false, loading: false }),
      () => current && setState((previous) => ({ ...previous, failed: true, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return { ...state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
