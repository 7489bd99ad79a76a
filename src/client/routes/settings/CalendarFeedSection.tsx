import type { CalendarFeed } from '@shared/tracking';
import { useState } from 'react';
import { CalendarIcon, CheckIcon, CopyIcon } from '../../components/layout/icons';
import { Button, buttonClass } from '../../components/ui/Button';
import { ConfirmDialog, useConfirmChoice } from '../../components/ui/ConfirmDialog';
import { Input, Label } from '../../components/ui/forms';
import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { Section, Skeleton, useNotice } from './parts';

/** The calendar feed's full address: the server answers the path, shown on this origin. */
const feedUrl = (feed: CalendarFeed) => `${window.location.origin}${feed.path}`;
/** The same address for calendar apps, which subscribe to `webcal:` links. */
const webcalUrl = (feed: CalendarFeed) => feedUrl(feed).replace(/^https?:/, 'webcal:');

/**
 * The secret address calendar apps subscribe to: create it, copy or open it, make a new one
 * (the old stops working at once) or revoke it.
 */
export function CalendarFeedSection() {
  const t = useT();
  const [notice, show] = useNotice();
  const utils = trpc.useUtils();
  const feed = trpc.calendar.get.useQuery();
  const confirm = useConfirmChoice<'rotate' | 'revoke'>();
  const failed = () => show({ kind: 'error', message: t('upcoming.calendar.failed') });
  const rotate = trpc.calendar.rotate.useMutation({
    onSuccess: (next) => {
      const had = feed.data != null;
      utils.calendar.get.setData(undefined, next);
      show({ kind: 'success', message: t(had ? 'upcoming.calendar.rotated' : 'upcoming.calendar.created') });
    },
    onError: failed,
  });
  const revoke = trpc.calendar.revoke.useMutation({
    onSuccess: () => {
      utils.calendar.get.setData(undefined, null);
      show({ kind: 'success', message: t('upcoming.calendar.revoked') });
    },
    onError: failed,
  });

  let body: React.ReactNode;
  if (feed.isPending) body = <Skeleton className="h-10 w-full" />;
  else if (feed.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
        {t('upcoming.calendar.loadFailed')}
        <Button size="sm" variant="secondary" onClick={() => void feed.refetch()}>
          {t('account.common.tryAgain')}
        </Button>
      </div>
    );
  else if (!feed.data)
    body = (
      <Button busy={rotate.isPending} onClick={() => rotate.mutate()}>
        <CalendarIcon size={18} />
        {t('upcoming.calendar.create')}
      </Button>
    );
  else
    body = (
      <FeedAddress
        feed={feed.data}
        onCopied={(ok) =>
          show(
            ok
              ? { kind: 'success', message: t('upcoming.calendar.copied') }
              : { kind: 'error', message: t('upcoming.calendar.copyFailed') },
          )
        }
        onRotate={() => confirm.ask('rotate')}
        onRevoke={() => confirm.ask('revoke')}
        busy={rotate.isPending || revoke.isPending}
      />
    );

  return (
    <Section
      title={t('upcoming.calendar.title')}
      description={t('upcoming.calendar.description')}
      icon={<CalendarIcon size={18} />}
    >
      <div className="space-y-2 text-sm text-fg-secondary">
        <p>{t('upcoming.calendar.contents')}</p>
        <p>{t('upcoming.calendar.secret')}</p>
      </div>
      <div className="mt-4">{body}</div>
      {notice}
      <ConfirmDialog
        {...confirm.dialog('rotate')}
        title={t('upcoming.calendar.rotateTitle')}
        description={t('upcoming.calendar.rotateDescription')}
        confirmLabel={t('upcoming.calendar.rotateConfirm')}
        onConfirm={() => rotate.mutate()}
      />
      <ConfirmDialog
        {...confirm.dialog('revoke')}
        title={t('upcoming.calendar.revokeTitle')}
        description={t('upcoming.calendar.revokeDescription')}
        confirmLabel={t('upcoming.calendar.revokeConfirm')}
        danger
        onConfirm={() => revoke.mutate()}
      />
    </Section>
  );
}

function FeedAddress({
  feed,
  onCopied,
  onRotate,
  onRevoke,
  busy,
}: {
  feed: CalendarFeed;
  onCopied: (ok: boolean) => void;
  onRotate: () => void;
  onRevoke: () => void;
  busy: boolean;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const url = feedUrl(feed);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      onCopied(true);
    } catch {
      onCopied(false);
    }
  };
  return (
    <div className="space-y-3">
      <div>
        <Label htmlFor="calendar-feed-url">{t('upcoming.calendar.urlLabel')}</Label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <Input
            id="calendar-feed-url"
            readOnly
            value={url}
            dir="ltr"
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
            {copied ? t('upcoming.calendar.copied') : t('upcoming.calendar.copy')}
          </Button>
        </div>
        <p className="mt-1 text-xs text-muted">
          {t('upcoming.calendar.createdAt', { date: formatDate(feed.createdAt.slice(0, 10)) ?? '' })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={webcalUrl(feed)} className={buttonClass('primary', 'sm')}>
          <CalendarIcon size={16} />
          {t('upcoming.calendar.open')}
        </a>
        <Button size="sm" variant="secondary" onClick={onRotate} disabled={busy}>
          {t('upcoming.calendar.rotate')}
        </Button>
        <Button size="sm" variant="dangerGhost" onClick={onRevoke} disabled={busy}>
          {t('upcoming.calendar.revoke')}
        </Button>
      </div>
    </div>
  );
}
