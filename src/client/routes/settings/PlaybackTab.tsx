import type { ServerId, StreamingServer } from '@shared/servers';
import { type ReactNode, useId } from 'react';
import { CalendarIcon } from '../../components/layout/icons';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Switch } from '../../components/ui/Switch';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { usePreferences } from '../../lib/preferences';
import { trpc } from '../../lib/trpc';
import { Section, ServerIcon, Skeleton, SparkIcon, SyncStatus, TabPage, useNotice } from './parts';

const sameId = (a: ServerId | null, b: ServerId | null) =>
  a !== null && b !== null && String(a) === String(b);

export function PlaybackTab() {
  const t = useT();
  const [prefs, setPrefs] = usePreferences();
  const [notice, showNotice] = useNotice();
  const config = trpc.serverConfig.get.useQuery(undefined, { staleTime: 5 * 60_000 });
  const servers = [...(config.data?.config.servers ?? [])].sort((a, b) => a.priority - b.priority);
  const saved = prefs.defaultServer;
  const savedMissing = saved !== null && config.isSuccess && !servers.some((s) => sameId(s.id, saved));

  /** A switch for one on/off preference; each change says it is saved. */
  const toggle = (key: 'includeSpecials' | 'autoFollow' | 'removeWatchedFromWatchLater', label: string) => (
    <Switch
      checked={prefs[key]}
      onCheckedChange={(on) => {
        setPrefs({ [key]: on });
        showNotice({ kind: 'success', message: t('account.playback.updated') });
      }}
    >
      {label}
    </Switch>
  );

  const choose = (id: ServerId | null) => {
    setPrefs({ defaultServer: id });
    showNotice({ kind: 'success', message: t('account.playback.updated') });
  };

  return (
    <TabPage title={t('account.playback.title')} description={t('account.playback.description')}>
      <Section
        title={t('account.playback.serverTitle')}
        description={t('account.playback.serverDescription')}
        icon={<ServerIcon />}
        aside={<SyncStatus />}
      >
        {savedMissing && (
          <p
            role="note"
            className="mb-3 rounded-md border border-warning-line/70 bg-warning-surface/40 px-3 py-2 text-sm text-warning-soft"
          >
            {t('account.playback.serverMissing')}
          </p>
        )}
        <fieldset>
          <legend className="sr-only">{t('account.playback.serverTitle')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <ServerCard
              value="auto"
              checked={saved === null || savedMissing}
              onSelect={() => choose(null)}
              title={t('account.playback.autoSelect')}
              icon={<SparkIcon />}
              detail={t('account.playback.autoSelectDetail')}
            />
            {config.isPending &&
              [0, 1].map((i) => (
                <div key={i} className="h-[86px] rounded-xl border border-border p-4" aria-hidden="true">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="mt-3 h-3 w-20" />
                </div>
              ))}
            {servers.map((s) => (
              <ServerCard
                key={String(s.id)}
                value={String(s.id)}
                checked={sameId(s.id, saved)}
                disabled={!s.enabled}
                onSelect={() => choose(s.id)}
                title={s.name}
                titleIsData
                icon={<ServerIcon />}
                detail={<ServerDetail server={s} />}
              />
            ))}
          </div>
        </fieldset>
        {notice}
        {config.isError && (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger">
            <span>{t('account.playback.serversFailed')}</span>
            <Button variant="secondary" size="sm" onClick={() => config.refetch()}>
              {t('account.common.tryAgain')}
            </Button>
          </div>
        )}
      </Section>
      <Section
        title={t('account.playback.nextUpTitle')}
        description={t('account.playback.nextUpDescription')}
        icon={<SparkIcon />}
      >
        {toggle('includeSpecials', t('account.playback.includeSpecials'))}
      </Section>
      <Section
        title={t('account.playback.listsTitle')}
        description={t('account.playback.listsDescription')}
        icon={<CalendarIcon size={18} />}
      >
        <div className="space-y-3">
          {toggle('autoFollow', t('account.playback.autoFollow'))}
          {toggle('removeWatchedFromWatchLater', t('account.playback.removeWatched'))}
        </div>
      </Section>
    </TabPage>
  );
}

function ServerDetail({ server }: { server: StreamingServer }) {
  const t = useT();
  return (
    <span className="flex items-center gap-2">
      <span>{t('account.playback.priority', { priority: formatNumber(server.priority) })}</span>
      {!server.enabled && (
        <span className="rounded bg-surface-raised px-1.5 py-0.5 text-[11px] font-semibold text-muted uppercase">
          {t('account.playback.disabled')}
        </span>
      )}
    </span>
  );
}

/** A radio input dressed as a card: arrow keys move between cards, Space selects. */
function ServerCard({
  value,
  checked,
  disabled = false,
  onSelect,
  title,
  titleIsData = false,
  detail,
  icon,
}: {
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  title: string;
  /** The title is a name from the configuration (not translated). */
  titleIsData?: boolean;
  detail: ReactNode;
  icon: ReactNode;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative flex items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-hover',
        disabled
          ? 'cursor-not-allowed border-border opacity-50'
          : checked
            ? 'cursor-pointer border-accent bg-accent/10'
            : 'cursor-pointer border-border bg-canvas/40 hover:border-border-control',
      )}
    >
      <input
        id={id}
        type="radio"
        name="default-server"
        value={value}
        className="sr-only"
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-describedby={`${id}-detail`}
      />
      <span
        className={cn(
          'mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg',
          checked ? 'bg-accent text-white' : 'bg-surface-raised text-fg-secondary',
        )}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg" data-content={titleIsData ? '' : undefined}>
          {title}
        </span>
        <span id={`${id}-detail`} className="mt-1 block text-xs text-muted">
          {detail}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2',
          checked ? 'border-accent' : 'border-border-control',
        )}
      >
        {checked && <span className="h-2.5 w-2.5 rounded-full bg-accent" />}
      </span>
    </label>
  );
}
