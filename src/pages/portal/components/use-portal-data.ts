import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads one portal answer, with loading and error states and a way to load it again. `key` names what
 * the answer depends on (a student, a date range): a new key loads again.
 */
export function usePortalData<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ data?: T; loading: boolean; error?: string }>({ loading: true });
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    latest.current().then(
      (data) => setState({ data, loading: false }),
      () => setState({ loading: false, error: 'This could not be loaded. Please try again.' }),
    );
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is the reason to load again.
  useEffect(reload, [reload, key]);
  return { ...state, reload };
}
