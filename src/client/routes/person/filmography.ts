import { CREDIT_GROUPS } from '@shared/catalogue';
import type { CreditGroup, PersonCredit } from '@shared/schemas/people';

export interface FilmographyGroup {
  group: CreditGroup;
  credits: PersonCredit[];
}

export const FILMOGRAPHY_SORTS = ['year', 'popularity'] as const;
export type FilmographySort = (typeof FILMOGRAPHY_SORTS)[number];

/** The address's `sort`: newest first unless it asks for popularity. */
export const parseFilmographySort = (raw: string | null): FilmographySort =>
  raw === 'popularity' ? 'popularity' : 'year';

/** Newest first, undated (announced) titles last; ties by title so the order is stable. */
function byYear(a: PersonCredit, b: PersonCredit): number {
  if (a.date !== b.date) {
    if (!a.date) return 1;
    if (!b.date) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return a.title.localeCompare(b.title);
}

const byPopularity = (a: PersonCredit, b: PersonCredit) => b.popularity - a.popularity || byYear(a, b);

/** Credits in their role groups (Acting, Directing, Writing, Creator, …), each group sorted. */
export function groupFilmography(
  credits: readonly PersonCredit[],
  sort: FilmographySort,
): FilmographyGroup[] {
  const compare = sort === 'popularity' ? byPopularity : byYear;
  return CREDIT_GROUPS.map((group) => ({
    group,
    credits: credits.filter((c) => c.group === group).sort(compare),
  })).filter((g) => g.credits.length > 0);
}
