import { useT } from '../../i18n/react';
import { Button } from '../ui/Button';

/** A failed load: the spec's message, a Retry, and a dismiss button. */
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
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-800 bg-red-950/70 px-4 py-3 text-sm text-red-100"
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
            className="flex h-8 w-8 items-center justify-center rounded text-red-200 hover:bg-red-900/60 hover:text-white"
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </span>
    </div>
  );
}
