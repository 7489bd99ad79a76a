import { displayName, formatList } from '@client/i18n/format';
import type { MessageKey } from '@client/i18n/keys';
import { useT } from '@client/i18n/react';
import type { Genre } from '@shared/catalogue';
import type { ReactNode } from 'react';
import { useGenreName } from '../genre-name';
import { TitledSection } from './TitledSection';

/** A fact: label, value, and whether the value is catalogue data (a status, names, genres). */
export type Fact = [label: string, value: ReactNode | null | undefined, content?: 'content'];

/** TMDB's production statuses (always English in its data), in the interface language. */
const STATUS_KEYS = {
  Rumored: 'browse.status.rumored',
  Planned: 'browse.status.planned',
  'In Production': 'browse.status.inProduction',
  'Post Production': 'browse.status.postProduction',
  Released: 'browse.status.released',
  Canceled: 'browse.status.canceled',
  'Returning Series': 'browse.status.returningSeries',
  Ended: 'browse.status.ended',
  Pilot: 'browse.status.pilot',
} as const satisfies Record<string, MessageKey>;

/** The Status fact: a known status in the reader's language, anything else as the catalogue gives it. */
export function useStatusFact(status: string): Fact {
  const t = useT();
  const key = Object.hasOwn(STATUS_KEYS, status) ? STATUS_KEYS[status as keyof typeof STATUS_KEYS] : null;
  return [t('browse.facts.status'), key ? t(key) : status, key ? undefined : 'content'];
}

/** The spoken languages (named in the reader's language) and the genres, the facts movies and shows both list last. */
export function useContentFacts(media: { languages: string[]; genres: Genre[] }): Fact[] {
  const t = useT();
  const genreName = useGenreName();
  return [
    [
      t('browse.facts.languages'),
      formatList(media.languages.map((code) => displayName('language', code))),
      'content',
    ],
    [t('browse.facts.genres'), formatList(media.genres.map(genreName))],
  ];
}

/** A titled list of label/value facts; facts without a value are left out, and so is an empty list. */
export function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  const shown = facts.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (shown.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-lg border border-border bg-surface/50 p-4">
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-muted">{title}</h2>
      <dl className="space-y-2.5 text-sm">
        {shown.map(([label, value, content]) => (
          <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className="text-fg" data-content={content ? '' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Overview({ text }: { text: string }) {
  const t = useT();
  return (
    <TitledSection id="overview-heading" title={t('browse.detail.overview')} tight>
      {text ? (
        <p className="max-w-3xl leading-relaxed text-fg-secondary" data-content="">
          {text}
        </p>
      ) : (
        <p className="max-w-3xl leading-relaxed text-fg-secondary">{t('browse.detail.noOverview')}</p>
      )}
    </TitledSection>
  );
}
