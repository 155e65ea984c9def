import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoaded } from '../use-loaded';

/** A load whose answers the test hands out one by one, in any order. */
function controlledLoads<T>() {
  const calls: { key: unknown; signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] =
    [];
  const load = (key: unknown) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
}

describe('useLoaded', () => {
  it('compares its key by value: a new array with the same items does not load again', async () => {
    const { calls, load } = controlledLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useLoaded(load(key), key), {
      initialProps: { key: [3, '2026-11-01'] as unknown[] },
    });
    await act(async () => calls[0].resolve('first'));
    expect(result.current.data).toBe('first');
    rerender({ key: [3, '2026-11-01'] });
    rerender({ key: [3, '2026-11-01'] });
    expect(calls).toHaveLength(1);
    rerender({ key: [4, '2026-11-01'] });
    expect(calls).toHaveLength(2);
  });

  it('drops a late answer for a key that has changed, and keeps the last data while the new one loads', async () => {
    const { calls, load } = controlledLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useLoaded(load(key), key), { initialProps: { key: 'a' } });
    await act(async () => calls[0].resolve('answer for a'));
    rerender({ key: 'b' });
    rerender({ key: 'c' });
    expect(calls.map((call) => call.key)).toEqual(['a', 'b', 'c']);
    expect(calls[1].signal.aborted).toBe(true);
    expect(result.current).toMatchObject({ data: 'answer for a', loading: true });
    await act(async () => calls[2].resolve('answer for c'));
    await act(async () => calls[1].resolve('late answer for b'));
    expect(result.current).toMatchObject({ data: 'answer for c', loading: false, failed: false });
  });

  it('reload asks again with the same key; a failure keeps the data and says so; a later success clears it', async () => {
    const { calls, load } = controlledLoads<string>();
    const { result } = renderHook(() => useLoaded(load('k'), 'k'));
    await act(async () => calls[0].resolve('one'));
    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    const failure = new Error('server gone');
    await act(async () => calls[1].reject(failure));
    expect(result.current).toMatchObject({ data: 'one', failed: true, error: failure, loading: false });
    act(() => result.current.reload());
    await act(async () => calls[2].resolve('two'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'two', failed: false, loading: false }));
  });

  it('drops the answer of a load whose component has gone', async () => {
    const { calls, load } = controlledLoads<string>();
    const seen: (string | undefined)[] = [];
    const { unmount } = renderHook(() => {
      const loaded = useLoaded(load('k'), 'k');
      seen.push(loaded.data);
      return loaded;
    });
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
    const renders = seen.length;
    await act(async () => calls[0].resolve('too late'));
    expect(seen).toHaveLength(renders);
  });
});
