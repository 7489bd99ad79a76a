import type { CollectionDetail } from '@shared/schemas/people';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { DetailHero } from '../../components/media/detail/DetailHero';
import { byId, DetailRoute, useIdParam } from '../../components/media/detail/DetailRoute';
import { TitledSection } from '../../components/media/detail/TitledSection';
import { MediaList } from '../../components/media/MediaList';
import { PAGE_PROBLEMS } from '../../components/people/problems';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';

/** /collection/{id}: a franchise's films in release order, with their artwork and overviews. */
export default function Collection() {
  const id = useIdParam();
  const collection = trpc.catalogue.collection.useQuery(...byId(id));
  useDocumentTitle(collection.data?.name ?? null);
  return (
    <DetailRoute id={id} query={collection} messages={PAGE_PROBLEMS}>
      {(data) => <CollectionView collection={data} />}
    </DetailRoute>
  );
}

function CollectionView({ collection }: { collection: CollectionDetail }) {
  const t = useT();
  return (
    <article className="pb-10">
      <DetailHero
        title={collection.name}
        posterPath={collection.posterPath}
        backdropPath={collection.backdropPath}
        genres={[]}
        meta={<span>{t('people.collection.parts', { count: collection.parts.length })}</span>}
      >
        {null}
      </DetailHero>
      <div className="mx-auto mt-10 max-w-7xl space-y-10 px-4 sm:px-6">
        {collection.overview && (
          <p className="max-w-3xl leading-relaxed text-fg-secondary" data-content="">
            {collection.overview}
          </p>
        )}
        <TitledSection id="parts-heading" title={t('people.collection.inOrder')} className="max-w-4xl">
          <MediaList items={collection.parts} label={t('people.collection.inOrder')} />
        </TitledSection>
      </div>
    </article>
  );
}
