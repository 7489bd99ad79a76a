import type { MessageKey, MessageValues } from '../../../i18n';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/*
 * A source that has no name for a season or episode gives a numbered placeholder in English
 * ("Season 5", "Episode 1" — the demo's, and TMDB's where it has no translation). That is
 * interface wording, not the title's data, so it is said in the reader's language; a real
 * name ("Book One: Water", "Pilot") stays as the source gives it.
 */
const PLACEHOLDER_SEASON = /^(season\s*\d+)?$/i;
const PLACEHOLDER_SPECIALS = /^(specials)?$/i;
const PLACEHOLDER_EPISODE = /^(episode\s*\d+)?$/i;

/**
 * A season's name: the source's own, or "Season {n}" in the reader's language; season 0 is the
 * specials ("Specials" in the reader's language unless the source names it otherwise).
 */
export function seasonName(
  t: Translate,
  name: string | null | undefined,
  number: string,
  seasonNumber?: number,
): string {
  if (seasonNumber === 0)
    return name && !PLACEHOLDER_SPECIALS.test(name.trim()) ? name : t('browse.episodes.specials');
  return name && !PLACEHOLDER_SEASON.test(name.trim()) ? name : t('browse.episodes.seasonNumber', { number });
}

/** An episode's name, or null when the source only numbered it (the number is shown anyway). */
export function episodeName(name: string | null | undefined): string | null {
  return name && !PLACEHOLDER_EPISODE.test(name.trim()) ? name : null;
}
