import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n';
import { isChunkLoadError, recoverOnce, resetAndReload } from '../lib/recovery';
import { queryClient } from '../lib/trpc';
import { AlertIcon } from './layout/shell-icons';
import { buttonClass } from './ui/Button';

/** The fallback's "Reload page": drop cached answers, the service worker and Cache Storage, reload. */
export async function reloadFresh(): Promise<void> {
  queryClient.clear();
  await resetAndReload();
}

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  /** A screen's file failed to load and the one automatic reload may be under way: no fallback yet. */
  recovering: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, recovering: false };

  static getDerivedStateFromError(error: Error): State {
    return { error, recovering: isChunkLoadError(error) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    // A screen whose file vanished (a deploy replaced the build) is cured by one fresh reload;
    // recoverOnce rate-limits it, so a failure that survives the reload shows this fallback.
    // Until it is known whether the reload happens, the screen shows a loading state rather
    // than an error that would flash and vanish.
    if (isChunkLoadError(error)) {
      void recoverOnce('a screen failed to load', error).then((reloading) => {
        if (!reloading && this.state.error === error) this.setState({ recovering: false });
      });
    }
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey)
      this.setState({ error: null, recovering: false });
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.state.recovering) {
      return (
        <div role="status" className="flex min-h-[60vh] items-center justify-center text-sm text-muted">
          {t('shell.error.loading')}
        </div>
      );
    }
    return (
      <ErrorFallback
        error={this.state.error}
        onRetry={() => this.setState({ error: null, recovering: false })}
      />
    );
  }
}

/**
 * Messages through the plain `t` (not the hook): the boundary also guards what renders outside
 * the language provider.
 */
function ErrorFallback({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-5 py-16">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface/70 p-8 text-center shadow-xl">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-danger-solid/10 text-danger ring-1 ring-danger-solid/30">
          <AlertIcon size={28} />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('shell.error.title')}</h1>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t('shell.error.text')}</p>
        {import.meta.env.DEV && (
          <pre
            data-content=""
            className="mt-4 max-h-32 overflow-auto rounded-md bg-canvas p-3 text-start text-xs text-danger"
          >
            {error.message}
          </pre>
        )}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className={buttonClass('primary', 'md')} onClick={onRetry}>
            {t('shell.error.tryAgain')}
          </button>
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void reloadFresh()}>
            {t('shell.error.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}
