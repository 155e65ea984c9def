import { useEffect, useState } from 'react';

export type ReportState<T> = { data?: T; loading: boolean; failed: boolean };

/** Loads a report whenever its parameters change (compared as JSON); a late answer never overwrites a newer one. */
export function useReport<P, T>(load: (params: P) => Promise<T>, params: P): ReportState<T> & { reload: () => void } {
  const [state, setState] = useState<ReportState<T>>({ loading: true, failed: false });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parameters are compared by value through `key`.
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load(params).then(
      (data) => current && setState({ data, loading: false, failed: false }),
      () => current && setState((previous) => ({ ...previous, loading: false, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
