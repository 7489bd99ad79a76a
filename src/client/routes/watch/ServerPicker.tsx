import { BUILTIN_CONFIG, type ServerId, type StreamingServer } from '@shared/servers';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/react';

/**
 * A server's name as the viewer reads it: the built-in players (as shipped: same name and
 * addresses) in the interface language, any other as its configuration names it.
 */
export function serverName(s: StreamingServer): string {
  const i = BUILTIN_CONFIG.servers.findIndex(
    (b) => b.name === s.name && b.movieUrl === s.movieUrl && b.tvUrl === s.tvUrl,
  );
  return i < 0 ? s.name : translate(i ? 'watch.player.nameBackup' : 'watch.player.name');
}

/**
 * The streaming-server picker: native radio buttons (arrow keys move the choice) drawn as
 * pills. 'Config Error' shows when the configuration failed to load and a fallback list is
 * in use.
 */
export function ServerPicker({
  servers,
  selected,
  onSelect,
  configError,
}: {
  servers: StreamingServer[];
  selected: ServerId;
  onSelect: (id: ServerId) => void;
  configError: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="float-start me-1 text-sm font-medium text-fg-secondary">
        {t('watch.servers.legend')}
      </legend>
      {configError && (
        <span
          className="rounded-full border border-warning-solid/60 bg-warning-surface/70 px-2 py-0.5 text-xs font-semibold text-warning-soft"
          title={t('watch.servers.configErrorHint')}
        >
          {t('watch.servers.configError')}
        </span>
      )}
      <div className="flex flex-wrap gap-2">
        {servers.map((s) => {
          const on = String(s.id) === String(selected);
          return (
            <label key={String(s.id)} className="relative">
              <input
                type="radio"
                name="streaming-server"
                value={String(s.id)}
                checked={on}
                onChange={() => onSelect(s.id)}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <span
                data-content=""
                className={`inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-hover ${
                  on
                    ? 'border-accent bg-accent text-white'
                    : 'border-border-strong bg-surface text-fg-soft hover:border-border-focus hover:bg-surface-raised'
                }`}
              >
                {serverName(s)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
