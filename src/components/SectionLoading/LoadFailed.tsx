import SectionFailed from './SectionFailed';
import type { Loaded } from './use-loaded';

/**
 * The one way a screen shows a failed `useLoaded` load: which part, why, and Retry (which loads again
 * and spins while it does). Renders nothing while the load has not failed.
 */
export default function LoadFailed({
  loaded,
  what,
}: {
  loaded: Pick<Loaded<unknown>, 'failed' | 'error' | 'loading' | 'reload'>;
  /** Completes "Could not load …", e.g. "the price plan". */
  what: string;
}) {
  if (!loaded.failed) return null;
  return <SectionFailed what={what} error={loaded.error} onRetry={loaded.reload} retrying={loaded.loading} />;
}
