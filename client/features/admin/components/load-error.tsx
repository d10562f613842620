import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { ADMIN_TEXT } from "../utils/messages";

interface LoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
  message?: string;
}

/** SPEC §8 "Admin pages load": 'Failed to fetch data', with a way to try again. */
export function LoadError({ onRetry, retrying, message = ADMIN_TEXT.fetchFailed }: LoadErrorProps) {
  return (
    <Alert
      tone="danger"
      title={message}
      actions={
        <Button size="sm" variant="secondary" busy={retrying} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
