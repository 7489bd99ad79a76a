import type { MediaCard as Card } from '@shared/catalogue';
import { isCardDisplayable } from '@shared/catalogue-quality';
import {
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/react';
import { MediaCard, ROW_CARD_SIZES } from './MediaCard';
import {
  ARROWS_ABOVE,
  FIRST_PAINT_CARDS,
  isRtl,
  onNavKeyDown,
  ROW_MAX,
  rowEdges,
  rowScrollDelta,
  scrollStep,
} from './row-nav';

/**
 * A titled, horizontally scrolling row of cards (at most 20). Scroll arrows appear when it
 * holds more than 6; arrow keys move between cards and rows, and the row is one Tab stop.
 */
/**
 * A row's height before it is first drawn: 19.25rem of content on phones (w-32 cards),
 * 22.25rem from sm (w-40), 23.75rem from md (w-44); `auto` then remembers the drawn height.
 */
const ROW_INTRINSIC_SIZE =
  '[contain-intrinsic-size:auto_19.25rem] sm:[contain-intrinsic-size:auto_22.25rem] md:[contain-intrinsic-size:auto_23.75rem]';

export const MediaRow = memo(function MediaRow({
  title,
  items,
  viewAll,
  eagerCount = 0,
  action,
}: {
  title: string;
  items: readonly Card[];
  viewAll?: string;
  /** Cards visible on first paint load at once; the rest lazily. */
  eagerCount?: number;
  action?: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLUListElement>(null);
  // A card needs a title, a date, a poster and a positive rating.
  const shown = useMemo(() => items.filter(isCardDisplayable).slice(0, ROW_MAX), [items]);
  const arrows = shown.length > ARROWS_ABOVE;
  // More than 6 cards always overflow the row (even 7 × 176 px exceed a 1280 px page), so
  // the arrows start as 'at the start' and are re-measured only on scroll and resize:
  // reading the layout on mount would force a layout per row.
  const [edges, setEdges] = useState({ start: true, end: false });
  // A row first renders the cards a wide screen shows; the rest follow (as an interruptible
  // transition) once the row nears the viewport, or at once when it gets focus, a pointer
  // or a scroll. Eight rows of 20 would otherwise all be built before the page responds.
  const [full, setFull] = useState(shown.length <= FIRST_PAINT_CARDS);
  const expand = useCallback(() => startTransition(() => setFull(true)), []);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const { start, end } = rowEdges(el.scrollLeft, el.clientWidth, el.scrollWidth);
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  useEffect(() => {
    const el = section.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setFull(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) expand();
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [expand]);

  useEffect(() => {
    if (!arrows) return;
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [arrows, measure]);

  const scroll = (dir: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    setFull(true);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({
      left: rowScrollDelta(dir, scrollStep(window.innerWidth), isRtl()),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  const onRowScroll = () => {
    setFull(true);
    if (arrows) measure();
  };
  const rendered = full ? shown : shown.slice(0, FIRST_PAINT_CARDS);
  // One Tab stop per row (roving tabindex): the card last focused, the first at the start;
  // the arrow keys (onNavKeyDown) move between the cards, Tab leaves the row.
  const [current, setCurrent] = useState(0);
  const tabStop = current < rendered.length ? current : 0;

  if (shown.length === 0) return null;
  return (
    // Rows off screen skip style, layout and paint until scrolled near (content-visibility),
    // which keeps a 160-card home page light; they stay in the DOM for Tab and find-in-page.
    // Their stand-in height is a drawn row's at each width (heading, poster, two lines), so
    // nothing below moves when one is drawn on the way down (the footer stays under the
    // pointer; the browse e2e test checks them against drawn rows at both widths).
    <section
      ref={section}
      aria-labelledby={headingId}
      onFocus={full ? undefined : () => setFull(true)}
      onPointerEnter={full ? undefined : expand}
      className={`py-3 ${ROW_INTRINSIC_SIZE} [content-visibility:auto]`}
      data-row={title}
    >
      <div className="mb-2 flex items-end justify-between gap-3 px-4 sm:px-6">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
          {title}
        </h2>
        {action}
        {viewAll && (
          <Link
            href={viewAll}
            className="shrink-0 rounded text-sm font-medium text-fg-secondary hover:text-white"
            aria-label={t('media.row.viewAllLabel', { title })}
          >
            {t('media.row.viewAll')} <Chevron back={false} />
          </Link>
        )}
      </div>
      <div className="relative">
        {arrows && (
          <ArrowButton
            dir={-1}
            hidden={edges.start}
            onClick={() => scroll(-1)}
            label={t('media.row.scrollBack', { title })}
          />
        )}
        <ul
          ref={scroller}
          data-nav-row="row"
          onKeyDown={onNavKeyDown}
          onScroll={arrows || !full ? onRowScroll : undefined}
          // Positioned: what is laid out inside a card (a screen-reader-only label) stays in the
          // row, which scrolls, instead of widening the page. With arrows, cards snap just past
          // the start arrow (scroll-padding wider than it), so its scrim never covers the first
          // card shown after a scroll.
          className={`scrollbar-none relative flex gap-3 overflow-x-auto px-4 py-2 sm:px-6 ${
            arrows
              ? 'snap-x snap-mandatory scroll-pe-4 scroll-ps-11 sm:scroll-pe-6 sm:scroll-ps-14'
              : 'snap-x scroll-px-4 sm:scroll-px-6'
          }`}
        >
          {rendered.map((item, i) => (
            <li
              key={`${item.mediaType}-${item.id}`}
              className="w-32 shrink-0 snap-start sm:w-40 md:w-44"
              onFocus={() => setCurrent(i)}
            >
              <MediaCard
                item={item}
                sizes={ROW_CARD_SIZES}
                eager={i < eagerCount}
                tabIndex={i === tabStop ? 0 : -1}
              />
            </li>
          ))}
        </ul>
        {arrows && (
          <ArrowButton
            dir={1}
            hidden={edges.end}
            onClick={() => scroll(1)}
            label={t('media.row.scrollForward', { title })}
          />
        )}
      </div>
    </section>
  );
});

function ArrowButton({
  dir,
  hidden,
  onClick,
  label,
}: {
  dir: 1 | -1;
  hidden: boolean;
  onClick: () => void;
  label: string;
}) {
  // Not a Tab stop: keyboard and remote users move with the arrow keys instead.
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      onClick={onClick}
      disabled={hidden}
      className={`absolute top-2 z-10 flex h-[calc(100%-3.75rem)] w-9 items-center justify-center bg-canvas/70 text-2xl text-white transition-opacity hover:bg-canvas/90 disabled:pointer-events-none disabled:opacity-0 sm:w-11 ${
        dir === -1 ? 'start-0 rounded-e-md' : 'end-0 rounded-s-md'
      }`}
    >
      <Chevron back={dir === -1} />
    </button>
  );
}

/**
 * ‹ or › turned to face the reading direction. The browser would mirror these bidi-mirrored
 * characters in right-to-left text on its own, but not everywhere alike (inside a flex button,
 * not inside an inline block), so the glyph is set left to right and turned by CSS alone.
 */
function Chevron({ back }: { back: boolean }) {
  return (
    <span aria-hidden="true" dir="ltr" className="inline-block rtl:-scale-x-100">
      {back ? '‹' : '›'}
    </span>
  );
}
