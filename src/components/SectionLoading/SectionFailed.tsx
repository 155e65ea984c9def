import { Alert, Button } from 'antd';

/** A dashboard section that could not load: says which, offers a retry, leaves the rest alone. */
export default function SectionFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      message={`Could not load ${what}.`}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
