import { type ComponentType, forwardRef, lazy, Suspense } from 'react';

/**
 * pro-field's index imports every kind of field it can draw (colour picker, cascader, tree select,
 * slider, image, rate, …) so every ProTable and ProForm screen would carry them all in its first load.
 * .umirc.ts swaps those the app does not draw for these wrappers: the field's code loads the first time
 * one is drawn (none is today), and the screens' first load carries only the fields they use.
 */
// biome-ignore lint/suspicious/noExplicitAny: pro-field's field components take untyped props and a ref.
export function lazyField(load: () => Promise<{ default: ComponentType<any> }>) {
  const Field = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per field kind, at module level.
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  return forwardRef<unknown, any>(function LazyField(props, ref) {
    return (
      <Suspense fallback={null}>
        <Field {...props} ref={ref} />
      </Suspense>
    );
  });
}
