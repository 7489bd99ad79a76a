import type { KeyboardEvent } from 'react';

/** Rows hold at most 20 items; arrows appear above 6; a click scrolls 200 px under 640 px, else 280. */
export const ROW_MAX = 20;
export const ARROWS_ABOVE = 6;
/** Cards a row renders before it nears the viewport: more than a 1366 px screen shows. */
export const FIRST_PAINT_CARDS = 8;
/** Listing and search grids: 3 columns on a phone up to 7 on a wide screen (3 × 7 = 21 skeletons). */
export const GRID_CLASS =
  'grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-7';
export const scrollStep = (viewportWidth: number) => (viewportWidth < 640 ? 200 : 280);

/** The page reads right to left (Arabic): rows start on the right. */
export const isRtl = (): boolean => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

/**
 * The step along a row an arrow key means, in reading order: +1 the next card, -1 the
 * previous, 0 not a horizontal key. Right to left, ArrowLeft moves to the next card.
 */
export function inlineStep(key: string, rtl: boolean): 1 | -1 | 0 {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/**
 * The `scrollBy` left offset that moves a row `dir` steps in reading order (+1 towards its
 * end, -1 towards its start). Right to left the end is on the left: negative offsets.
 */
export function rowScrollDelta(dir: 1 | -1, step: number, rtl: boolean): number {
  return dir * step * (rtl ? -1 : 1);
}

/**
 * Whether a row is scrolled to its start or its end. `scrollLeft` is 0 at the start in both
 * directions and runs negative right to left (Chrome, Firefox, Safari), so its size counts.
 */
export function rowEdges(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): { start: boolean; end: boolean } {
  const offset = Math.abs(scrollLeft);
  return { start: offset <= 2, end: offset + clientWidth >= scrollWidth - 2 };
}

const CARD = '[data-nav-card]';
const GROUP = '[data-nav-row]';

function cardsIn(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(CARD)];
}

/** The card in `candidates` on the nearest line above or below `from`, closest horizontally. */
function nearestVertical(from: HTMLElement, candidates: HTMLElement[], dir: 1 | -1): HTMLElement | null {
  const r = from.getBoundingClientRect();
  const lines = candidates
    .map((c) => ({ c, rect: c.getBoundingClientRect() }))
    .filter(({ rect }) => (dir === 1 ? rect.top > r.top + 4 : rect.top < r.top - 4));
  if (lines.length === 0) return null;
  const lineTop =
    dir === 1 ? Math.min(...lines.map((l) => l.rect.top)) : Math.max(...lines.map((l) => l.rect.top));
  const line = lines.filter((l) => Math.abs(l.rect.top - lineTop) < 4);
  line.sort((a, b) => Math.abs(a.rect.left - r.left) - Math.abs(b.rect.left - r.left));
  return line[0]?.c ?? null;
}

/**
 * The next or previous group's card nearest horizontally to `from`, on its first line going
 * down, on its last line going up (groups are stacked, so that is its nearest line).
 */
function inNeighbourGroup(from: HTMLElement, group: Element, dir: 1 | -1): HTMLElement | null {
  const groups = [...document.querySelectorAll(GROUP)].filter((g) => cardsIn(g).length > 0);
  const next = groups[groups.indexOf(group) + dir];
  return next ? nearestVertical(from, cardsIn(next), dir) : null;
}

/**
 * Arrow-key navigation for TV remotes and keyboards: Left/Right move along a row (or a
 * grid's reading order; right to left, Left is forward), Up/Down to the line above or
 * below, crossing into the previous or next row or grid; Home/End jump to a row's ends.
 * Enter opens the card (it is a link); from a card's save toggle (CardSaveButton.tsx) the keys
 * go on as from its card.
 * Attach to any element marked `data-nav-row` whose cards carry `data-nav-card`, each card in
 * an item (`li`) of its own.
 */
export function onNavKeyDown(e: KeyboardEvent<HTMLElement>) {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  // The card of the item the key was pressed in (on its link, or its save toggle).
  const from = (e.target as HTMLElement).closest('li')?.querySelector<HTMLElement>(CARD);
  const group = from?.closest(GROUP);
  if (!from || !group) return;
  const cards = cardsIn(group);
  const i = cards.indexOf(from);
  let target: HTMLElement | null | undefined = null;
  switch (e.key) {
    case 'ArrowRight':
    case 'ArrowLeft':
      // Along the reading direction: right to left, ArrowLeft is the next card.
      target = cards[i + inlineStep(e.key, isRtl())];
      break;
    case 'ArrowDown':
      target = nearestVertical(from, cards, 1) ?? inNeighbourGroup(from, group, 1);
      break;
    case 'ArrowUp':
      target = nearestVertical(from, cards, -1) ?? inNeighbourGroup(from, group, -1);
      break;
    case 'Home':
      target = cards[0];
      break;
    case 'End':
      target = cards.at(-1);
      break;
    default:
      return;
  }
  // At an edge the key keeps its normal meaning (the page scrolls).
  if (!target) return;
  e.preventDefault();
  target.focus({ preventScroll: true });
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
}
