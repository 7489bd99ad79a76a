import type { MediaCard, Paged } from '../../shared/catalogue';

/** How the catalogue's paged lists continue, and how their loaded pages read as one list. */

/** More pages exist while the page is below the total and the last batch was non-empty. */
export function hasMorePages(page: number, totalPages: number, lastBatchSize: number): boolean {
  return page < totalPages && lastBatchSize > 0;
}

/** React Query's next page param for a `Paged` answer. */
export function nextPage(last: Paged<unknown>): number | undefined {
  return hasMorePages(last.page, last.totalPages, last.results.length) ? last.page + 1 : undefined;
}

/** Pages concatenated; a title that moved between pages while scrolling is shown once. */
export function mergePages(pages: readonly Paged<MediaCard>[]): MediaCard[] {
  const seen = new Set<string>();
  const out: MediaCard[] = [];
  for (const p of pages)
    for (const item of p.results) {
      const key = `${item.mediaType}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  return out;
}
