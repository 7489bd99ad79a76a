import { useT } from '../../i18n/react';
import { Button } from '../ui/Button';

/** A failed load: its message, a Retry, and a dismiss button. */
export function ErrorBanner({
  message,
  onRetry,
  onDismiss,
}: {
  message: string;
  onRetry?: () => void;
  onDismiss?: () => void;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-danger-line bg-danger-surface/70 px-4 py-3 text-sm text-danger-soft"
    >
      <span>{message}</span>
      <span className="flex items-center gap-2">
        {onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('media.action.retry')}
          </Button>
        )}
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('media.error.dismiss')}
            className="flex h-8 w-8 items-center justify-center rounded text-danger-soft hover:bg-danger-line/60 hover:text-white"
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </span>
    </div>
  );
}
