import { useCallback, useEffect, useState } from 'react';

/** Loads one portal answer, with loading and error states and a way to load it again. */
export function usePortalData<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ data?: T; loading: boolean; error?: string }>({ loading: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load().then(
      (data) => setState({ data, loading: false }),
      () => setState({ loading: false, error: 'This could not be loaded. Please try again.' }),
    );
  }, deps);
  useEffect(reload, [reload]);
  return { ...state, reload };
}
