import { zonedInstant } from '@shared/time-zone';
import { addDays } from './clock';
import { fnv1a } from './ids';
import type { DemoShow } from './tv';
import { NETWORKS } from './tv-data';

/**
 * What the demo's returning series air next (decision 001, amended for issue 29). The data
 * is a snapshot and knows no episode after it, so each "Returning Series" gets one run of
 * weekly episodes placed relative to today: a new season, or the rest of its latest season
 * when that season aired in 2025. Runs come round in fixed cycles (CYCLE_DAYS, from a fixed
 * epoch, each show at its own offset): within a cycle every date stays put, the same day
 * always gets the same answer, and some shows have episodes behind them while others have
 * theirs ahead. When a show's next cycle is LEAD_DAYS away its run moves there; by then
 * every episode of the old run has aired. The snapshot's own dates never change.
 *
 * Shows of a broadcast or cable network (one with a country) air at 21:00 in that country's
 * zone, so the instant is known; streaming releases have a date only (all day).
 */
const CYCLE_DAYS = 84;
const LEAD_DAYS = 28;
const EPOCH = '2025-01-06';
const AIRING_TIME = '21:00';
const ZONES: Record<string, string> = { US: 'America/New_York', GB: 'Europe/London' };

export interface DemoRun {
  season: number;
  /** The run's first episode number (1 for a new season). */
  firstEpisode: number;
  count: number;
  newSeason: boolean;
  /** The first episode's date; one episode a week after it. */
  premiere: string;
  /** The zone its 21:00 airings are in, or null when it airs all day. */
  zone: string | null;
}

export interface DemoAiring {
  airDate: string;
  /** ISO instant, or null for an all-day date. */
  airsAt: string | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The show's run as seen on `today` (YYYY-MM-DD, UTC), or null for a show that has ended. */
export function demoRun(show: DemoShow, today: string): DemoRun | null {
  const d = show.data;
  if (d.status !== 'Returning Series') return null;
  const h = fnv1a(`run|${show.id}`);
  const offset = h % CYCLE_DAYS;
  // The latest premiere on this show's cycle no later than LEAD_DAYS from today.
  const k = Math.floor((daysBetween(EPOCH, today) + LEAD_DAYS - offset) / CYCLE_DAYS);
  const premiere = addDays(EPOCH, offset + k * CYCLE_DAYS);
  const lastSeason = d.seasons.length;
  const continues = d.lastAirDate >= '2025-01-01';
  const country = NETWORKS[d.networks[0] ?? 'netflix'].country;
  return {
    season: continues ? lastSeason : lastSeason + 1,
    firstEpisode: continues ? (d.seasons[lastSeason - 1] ?? 0) + 1 : 1,
    count: continues ? 3 + ((h >>> 8) % 3) : 6 + ((h >>> 8) % 3),
    newSeason: !continues,
    premiere,
    zone: ZONES[country] ?? null,
  };
}

/** When the run's episode `episode` airs, or null when the run has no such episode. */
export function runAiring(run: DemoRun, episode: number): DemoAiring | null {
  const i = episode - run.firstEpisode;
  if (i < 0 || i >= run.count) return null;
  const airDate = addDays(run.premiere, 7 * i);
  return {
    airDate,
    airsAt: run.zone ? new Date(zonedInstant(airDate, AIRING_TIME, run.zone)).toISOString() : null,
  };
}

/** The run's last episode number. */
export const runEnd = (run: DemoRun): number => run.firstEpisode + run.count - 1;

/** Today's date (UTC) for the demo's runs. */
export const demoToday = (): string => new Date().toISOString().slice(0, 10);
