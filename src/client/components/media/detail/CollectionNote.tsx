import type { CollectionRef } from '@shared/catalogue';
import { Link } from 'wouter';
import { useLocale, useT } from '../../../i18n/react';
import { trpc } from '../../../lib/trpc';
import { buttonClass } from '../../ui/Button';
import { MediaImage } from '../MediaImage';
import { MediaRow } from '../MediaRow';

/**
 * "Part of the … Collection" on a film in a TMDB collection: the collection's banner with a
 * link to its page, and its films in release order (the one on screen among them).
 */
export function CollectionNote({ collection }: { collection: CollectionRef }) {
  const t = useT();
  const parts = trpc.catalogue.collection.useQuery({ id: collection.id }, { staleTime: 10 * 60_000 });
  const href = `/collection/${collection.id}`;
  // English says "Part of the … Collection": a name that brings its own article ("The Matrix
  // Collection") drops it rather than read "the The".
  const name = useLocale() === 'en' ? collection.name.replace(/^the\s+/i, '') : collection.name;
  return (
    <section aria-labelledby="collection-heading" data-testid="collection-note" className="space-y-2">
      <div className="relative isolate overflow-hidden rounded-xl border border-border">
        <div className="absolute inset-0 -z-10">
          <MediaImage
            path={collection.backdropPath ?? collection.posterPath}
            kind="backdrop"
            sizes="(min-width: 1024px) 900px, 100vw"
          />
          <div className="absolute inset-0 bg-gradient-to-r from-canvas via-canvas/85 to-canvas/40 rtl:bg-gradient-to-l" />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 p-5 sm:p-6">
          <h2 id="collection-heading" className="text-lg font-semibold text-white sm:text-xl" data-content="">
            {t('people.collection.partOf', { name })}
          </h2>
          <Link href={href} className={buttonClass('secondary', 'md')}>
            {t('people.collection.viewCollection')}
          </Link>
        </div>
      </div>
      {parts.data && parts.data.parts.length > 1 && (
        <div className="-mx-4 sm:-mx-6">
          <MediaRow title={t('people.collection.inOrder')} items={parts.data.parts} />
        </div>
      )}
    </section>
  );
}
