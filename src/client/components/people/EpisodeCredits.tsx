import type { Episode } from '@shared/catalogue';
import { useT } from '../../i18n/react';
import { PeopleLinks } from './PeopleLinks';

/**
 * An episode's director, writers and guest stars, each a link to their person page. Nothing
 * when the source names none (the demo's episodes carry no credits).
 */
export function EpisodeCredits({
  episode,
}: {
  episode: Pick<Episode, 'directors' | 'writers' | 'guestStars'>;
}) {
  const t = useT();
  const lines = [
    { key: 'directed', label: t('people.credit.directedBy'), people: episode.directors },
    { key: 'written', label: t('people.credit.writtenBy'), people: episode.writers },
    { key: 'guests', label: t('people.credit.guestStars'), people: episode.guestStars.slice(0, 6) },
  ].filter((l) => l.people.length > 0);
  if (lines.length === 0) return null;
  return (
    <dl className="mt-3 space-y-1 text-sm">
      {lines.map((l) => (
        <div key={l.key} className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{l.label}</dt>
          <dd className="text-fg-secondary">
            <PeopleLinks people={l.people} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
