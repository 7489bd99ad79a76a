import type { MessageKey } from '@client/i18n/keys';
import type { MediaType } from '@shared/catalogue';
import { imageUrl } from '@shared/images';
import type { WatchProvider, WatchProviders } from '@shared/schemas/people';
import { useT } from '../../../i18n/react';
import { useImageBaseQuery } from '../../../lib/image-base';
import { regionName, useRegion } from '../../../lib/region';
import { trpc } from '../../../lib/trpc';
import { ExternalIcon } from '../../layout/icons';
import { RegionSelect } from '../../people/RegionSelect';
import { Button } from '../../ui/Button';
import { InlineField } from '../../ui/forms';

/** The offer kinds in the order a viewer weighs them: included, free, with ads, then paid. */
const KINDS = [
  ['flatrate', 'people.watch.flatrate'],
  ['free', 'people.watch.free'],
  ['ads', 'people.watch.ads'],
  ['rent', 'people.watch.rent'],
  ['buy', 'people.watch.buy'],
] as const satisfies readonly (readonly [keyof WatchProviders, MessageKey])[];

/**
 * Where a title streams, rents or sells in the viewer's region, which they can change in
 * place (it is their Region setting). TMDB's data is JustWatch's and says so.
 */
export function WhereToWatch({ type, id }: { type: MediaType; id: number }) {
  const t = useT();
  const [region, setRegion] = useRegion();
  const q = trpc.catalogue.watchProviders.useQuery(
    { type, id, region },
    { staleTime: 10 * 60_000, placeholderData: (prev) => (prev?.id === id ? prev : undefined) },
  );
  const data = q.data;
  const shown = data && data.region === region ? data : undefined;

  return (
    <section aria-labelledby="watch-heading" data-testid="where-to-watch" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="watch-heading" className="text-xl font-semibold">
          {t('people.watch.title')}
        </h2>
        <InlineField label={t('people.watch.region')}>
          {(id) => (
            <RegionSelect
              id={id}
              size="sm"
              fit
              className="max-w-[12rem]"
              value={region}
              offered={data?.regions}
              onValueChange={setRegion}
            />
          )}
        </InlineField>
      </div>
      <div aria-live="polite" aria-busy={!shown && q.isFetching}>
        {shown ? (
          <Offers data={shown} />
        ) : q.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-fg-secondary">
            {t('people.watch.failed')}
            <Button size="sm" variant="secondary" onClick={() => void q.refetch()}>
              {t('media.action.retry')}
            </Button>
          </div>
        ) : (
          <div aria-hidden="true" className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-10 w-24 animate-pulse rounded-lg bg-surface-raised" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function Offers({ data }: { data: WatchProviders }) {
  const t = useT();
  const groups = KINDS.filter(([kind]) => (data[kind] as WatchProvider[]).length > 0);
  if (groups.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-border px-4 py-5">
        <p className="font-medium text-fg">{t('people.watch.none', { region: regionName(data.region) })}</p>
        <p className="mt-1 text-sm text-muted">{t('people.watch.noneHint')}</p>
      </div>
    );
  return (
    <div className="space-y-4">
      <dl className="space-y-3">
        {groups.map(([kind, label]) => (
          <div key={kind} className="grid gap-2 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:items-center">
            <dt className="text-sm font-medium text-muted">{t(label)}</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {(data[kind] as WatchProvider[]).map((p) => (
                  <li key={p.id}>
                    <ProviderBadge provider={p} link={data.link} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      {data.attribution === 'justwatch' && (
        <p className="text-xs text-muted">
          {t('people.watch.attribution')}{' '}
          {data.link && (
            <a href={data.link} target="_blank" rel="noopener noreferrer" className="underline hover:text-fg">
              {t('people.watch.more')}
            </a>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * A service: TMDB's logo with its name beside it, or the name alone on a designed badge; a
 * link, in a new tab, to the title's offers in the region on TMDB when there is one.
 */
function ProviderBadge({ provider, link }: { provider: WatchProvider; link: string | null }) {
  const t = useT();
  const base = useImageBaseQuery();
  const logo = base ? imageUrl(base, 'w92', provider.logoPath) : null;
  const badge = (
    <>
      {logo ? (
        <img src={logo} alt="" width={28} height={28} loading="lazy" className="-ms-1.5 h-7 w-7 rounded-md" />
      ) : (
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent" />
      )}
      <span data-content="">{provider.name}</span>
    </>
  );
  const look =
    'flex h-10 items-center gap-2 rounded-lg border border-border-strong bg-surface px-3 text-sm font-semibold text-fg';
  if (!link)
    return (
      <span data-provider={provider.name} className={look}>
        {badge}
      </span>
    );
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      data-provider={provider.name}
      className={`${look} hover:border-border-focus hover:bg-surface-raised`}
    >
      {badge}
      <ExternalIcon size={14} mirror className="text-muted" />
      <span className="sr-only">{t('people.watch.providerLink')}</span>
    </a>
  );
}
