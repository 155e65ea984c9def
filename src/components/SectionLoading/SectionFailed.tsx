import { Alert, Button } from 'antd';
import { errorBodyOf } from '@/components/FormSupport/server-field-errors';

/** What went wrong, in the user's words: the server's own message, or that it could not be reached. */
export function loadFailureReason(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  const serverMessage = errorBodyOf(error)?.errorMessage;
  if (serverMessage) return serverMessage;
  const { response } = (typeof error === 'object' && error !== null ? error : {}) as { response?: { status?: number } };
  // axios passes the XHR itself as `response` (status 0) when the network fails.
  if (!response?.status) return 'The server could not be reached. Check the connection, then retry.';
  return 'The server could not answer just now. Retry in a moment.';
}

/**
 * A part of a screen that could not load: says which and why, offers a retry, leaves the rest alone.
 * Screens loading with `useLoaded` use `LoadFailed`, which fills this in from the load.
 */
export default function SectionFailed({
  what,
  onRetry,
  error,
  retrying = false,
}: {
  what: string;
  onRetry: () => void;
  /** The failed request's error, for the reason shown under the message. */
  error?: unknown;
  /** A retry is under way: the button spins instead of taking another click. */
  retrying?: boolean;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      message={`Could not load ${what}.`}
      description={loadFailureReason(error)}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
