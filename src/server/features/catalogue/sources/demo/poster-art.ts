import { type Palette, paletteFor } from './art-palette';
import type { Entry } from './catalogue';
import { fnv1a } from './ids';

/**
 * The demo catalogue's artwork, drawn as small SVGs in the manner of minimalist film
 * posters: one of several compositions per title (typographic, a sun or moon over a
 * horizon, a skyline or mountain silhouette, split fields, bands, a figure in a doorway),
 * a palette from the
 * genre and decade, the title set once, and the year and a credit line in small type.
 * Backdrops and episode stills are the same picture widened, with no text at all and their
 * interest on the right, where a hero's copy on the left does not cover it.
 * Everything is a pure function of the title's facts: the same title always draws the same.
 */
export interface ArtSubject {
  /** Stable per title ("movie123"); stills add the episode. */
  seed: string;
  title: string;
  year: number | null;
  genreIds: readonly number[];
  /** Small type under the title: "DIRECTED BY …", "CREATED BY …", or '' when the data has none. */
  credit: string;
}

/** What a title's artwork shows, from the source data only: its director or creators, if known. */
export function artSubject(entry: Entry): ArtSubject {
  const creators = entry.show?.data.createdBy ?? [];
  const credit = entry.movie?.director
    ? `Directed by ${entry.movie.director}`
    : creators.length > 0
      ? `Created by ${creators.join(' & ')}`
      : '';
  return {
    seed: `${entry.kind}${entry.id}`,
    title: entry.title,
    year: entry.year,
    genreIds: entry.genreIds,
    credit,
  };
}

export const LAYOUTS = ['type', 'sun', 'skyline', 'split', 'bands', 'figure'] as const;
export type Layout = (typeof LAYOUTS)[number];

const SANS = `font-family="'Helvetica Neue',Helvetica,Arial,system-ui,sans-serif"`;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A seeded sequence in [0, 1): the same seed always gives the same composition. */
function sequence(seed: string) {
  let a = fnv1a(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Greedy word wrap; an over-long word is cut, and text past `maxLines` ends in an ellipsis. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > perLine) {
      if (line) lines.push(line);
      lines.push(word.slice(0, perLine));
      word = word.slice(perLine);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1] ?? '';
    kept[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1)).trimEnd()}…`;
    return kept;
  }
  return lines;
}

/** Bold capitals run about 0.68em a character in the fonts we name. */
const CAPS_EM = 0.68;

/**
 * Title lines in capitals, left- or centre-aligned, each squeezed to `width` only when it
 * would overflow (textLength), so a long word never leaves the poster.
 */
function titleBlock(
  title: string,
  opts: {
    x: number;
    y: number;
    width: number;
    size: number;
    maxLines: number;
    fill: string;
    anchor?: 'start' | 'middle';
    /** How far below `y` the last baseline may fall (the small type sits under it). */
    maxDrop?: number;
  },
): { svg: string; height: number } {
  const upper = title.toUpperCase();
  // The longest word sets the largest size that never splits a word (down to 60%).
  const longest = Math.max(...upper.split(/\s+/).map((w) => w.length), 1);
  let size = Math.max(
    Math.round(opts.size * 0.6),
    Math.min(opts.size, Math.floor(opts.width / (longest * CAPS_EM))),
  );
  // A word longer than the measure stays whole on its own line, squeezed to fit below.
  const perLine = (sz: number) => Math.max(4, longest, Math.floor(opts.width / (sz * CAPS_EM)));
  let lines = wrap(upper, perLine(size), opts.maxLines);
  const leadOf = (sz: number) => Math.round(sz * 1.02);
  const tooTall = () => opts.maxDrop !== undefined && (lines.length - 1) * leadOf(size) > opts.maxDrop;
  // Long titles step down a size before they are cut.
  while ((lines.some((l) => l.endsWith('…')) || tooTall()) && size > opts.size * 0.6) {
    size = Math.round(size * 0.85);
    lines = wrap(upper, perLine(size), opts.maxLines);
  }
  const lead = leadOf(size);
  if (tooTall()) {
    lines = wrap(upper, perLine(size), Math.floor((opts.maxDrop ?? 0) / lead) + 1);
  }
  const anchor = opts.anchor ?? 'start';
  const spans = lines
    .map((l, i) => {
      const fit =
        l.length * size * CAPS_EM > opts.width
          ? ` textLength="${opts.width}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<tspan x="${opts.x}" y="${opts.y + i * lead}"${fit}>${escapeXml(l)}</tspan>`;
    })
    .join('');
  return {
    svg: `<text ${SANS} font-size="${size}" font-weight="800" letter-spacing="0.5" text-anchor="${anchor}" fill="${opts.fill}">${spans}</text>`,
    height: lines.length * lead,
  };
}

/** The year and credit line in small spaced capitals. */
function smallType(
  subject: ArtSubject,
  p: Palette,
  y: number,
  x = 14,
  anchor: 'start' | 'middle' = 'start',
): string {
  const creditText = subject.credit.toUpperCase().slice(0, 60);
  // Small spaced capitals run about 0.62em plus their 1.6 units of spacing a character.
  const fit =
    creditText.length * (6.5 * 0.62 + 1.6) > 172 ? ' textLength="172" lengthAdjust="spacingAndGlyphs"' : '';
  const credit = creditText ? escapeXml(creditText) : '';
  const year = subject.year ? String(subject.year) : '';
  const parts = [
    credit &&
      // A squeezed line fills the measure from the left margin, whatever the alignment.
      `<text x="${fit ? 14 : x}" y="${y}" ${SANS} font-size="6.5" letter-spacing="1.6" text-anchor="${fit ? 'start' : anchor}" fill="${p.muted}"${fit}>${credit}</text>`,
    year &&
      `<text x="${anchor === 'middle' ? x : 186}" y="${credit ? y + 11 : y}" ${SANS} font-size="7.5" font-weight="700" letter-spacing="2" text-anchor="${anchor === 'middle' ? 'middle' : 'end'}" fill="${p.ink}">${year}</text>`,
  ];
  return parts.filter(Boolean).join('');
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A ridge of peaks across [x0, x1] whose base is y; `rise` is the tallest peak. */
function ridge(
  rand: () => number,
  x0: number,
  x1: number,
  y: number,
  rise: number,
  steps: number,
  bias = 0,
): string {
  const pts: string[] = [`${x0},${y}`];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    // bias > 0 lifts the right-hand peaks (backdrops keep their interest on the right).
    const lift = 1 + bias * (i / steps - 0.5);
    pts.push(`${r1(x)},${r1(y - rise * lift * (0.35 + 0.65 * rand()))}`);
  }
  pts.push(`${x1},${y}`);
  return pts.join(' ');
}

/** City blocks across [x0, x1] standing on y. */
function skyline(rand: () => number, x0: number, x1: number, y: number, rise: number, bias = 0): string {
  let x = x0;
  let out = '';
  while (x < x1) {
    const w = 8 + rand() * 18;
    const lift = 1 + bias * ((x - x0) / (x1 - x0) - 0.5);
    const h = rise * lift * (0.3 + 0.7 * rand());
    out += `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w + 0.6)}" height="${r1(h + 1)}"/>`;
    x += w;
  }
  return out;
}

/** The motif of a layout in a box (a poster's picture area, or a backdrop's right side). */
function motif(
  layout: Layout,
  p: Palette,
  rand: () => number,
  box: { x: number; y: number; w: number; h: number },
  bias = 0,
): string {
  const { x, y, w, h } = box;
  const cx = x + w * (0.35 + rand() * 0.3);
  switch (layout) {
    case 'sun': {
      const r = Math.min(w, h) * (0.26 + rand() * 0.1);
      const horizon = y + h * 0.72;
      const rings = [1.45, 1.9, 2.35]
        .map(
          (k, i) =>
            `<circle cx="${r1(cx)}" cy="${r1(horizon - r * 0.4)}" r="${r1(r * k)}" fill="none" stroke="${p.accent}" stroke-width="${0.8 - i * 0.2}" opacity="${0.5 - i * 0.14}"/>`,
        )
        .join('');
      return (
        rings +
        `<circle cx="${r1(cx)}" cy="${r1(horizon - r * 0.4)}" r="${r1(r)}" fill="${p.accent}"/>` +
        `<rect x="${x}" y="${r1(horizon)}" width="${w}" height="${r1(y + h - horizon)}" fill="${p.field}"/>` +
        `<rect x="${x}" y="${r1(horizon)}" width="${w}" height="1.2" fill="${p.ink}" opacity=".5"/>`
      );
    }
    case 'skyline': {
      const base = y + h;
      const moonR = Math.min(w, h) * 0.1;
      const moon = `<circle cx="${r1(x + w * (0.62 + rand() * 0.25))}" cy="${r1(y + h * 0.22)}" r="${r1(moonR)}" fill="${p.accent}"/>`;
      const far = `<polygon points="${ridge(rand, x, x + w, base, h * 0.55, 7, bias)}" fill="${p.field}"/>`;
      const near =
        rand() < 0.5
          ? `<g fill="${p.ink}" opacity=".9">${skyline(rand, x, x + w, base, h * 0.42, bias)}</g>`
          : `<polygon points="${ridge(rand, x, x + w, base, h * 0.35, 11, bias)}" fill="${p.ink}" opacity=".9"/>`;
      return moon + far + near;
    }
    case 'split': {
      // Two fields meeting on a diagonal, a tall wedge rising through them, a small disc.
      const a = y + h * (0.2 + rand() * 0.3);
      const b = y + h * (0.5 + rand() * 0.3);
      const base = x + w * (0.2 + rand() * 0.2);
      const peakX = base + w * (0.15 + rand() * 0.25);
      return (
        `<polygon points="${x},${r1(a)} ${x + w},${r1(b)} ${x + w},${y + h} ${x},${y + h}" fill="${p.field}"/>` +
        `<polygon points="${r1(base)},${y + h} ${r1(peakX)},${r1(y + h * 0.12)} ${r1(base + w * 0.5)},${y + h}" fill="${p.accent}" opacity=".92"/>` +
        `<circle cx="${r1(x + w * (0.72 + rand() * 0.15))}" cy="${r1(y + h * (0.18 + rand() * 0.12))}" r="${r1(Math.min(w, h) * 0.06)}" fill="${p.ink}"/>`
      );
    }
    case 'figure': {
      // A lit doorway, a lone figure in it and its long shadow.
      const dw = Math.min(w * 0.3, h * 0.32);
      const dh = dw * 2.1;
      const dx = x + w * (0.3 + rand() * 0.35) - dw / 2;
      const floor = y + h * 0.8;
      const fh = dh * 0.42;
      const fx = dx + dw / 2;
      const head = fh * 0.13;
      return (
        `<rect x="${x}" y="${r1(floor)}" width="${w}" height="${r1(y + h - floor)}" fill="${p.field}"/>` +
        `<rect x="${r1(dx)}" y="${r1(floor - dh)}" width="${r1(dw)}" height="${r1(dh)}" fill="${p.accent}"/>` +
        `<polygon points="${r1(dx)},${r1(floor)} ${r1(dx + dw)},${r1(floor)} ${r1(dx + dw * 2.4)},${y + h} ${r1(dx - dw * 0.6)},${y + h}" fill="${p.accent}" opacity=".35"/>` +
        `<g fill="${p.ink === p.ground ? p.field : p.ground}">` +
        `<circle cx="${r1(fx)}" cy="${r1(floor - fh + head)}" r="${r1(head)}"/>` +
        `<rect x="${r1(fx - fh * 0.14)}" y="${r1(floor - fh + head * 2.2)}" width="${r1(fh * 0.28)}" height="${r1(fh - head * 2.2)}" rx="${r1(fh * 0.08)}"/>` +
        `<polygon points="${r1(fx - fh * 0.1)},${r1(floor)} ${r1(fx + fh * 0.1)},${r1(floor)} ${r1(fx + fh * 0.9)},${r1(floor + (y + h - floor) * 0.9)} ${r1(fx + fh * 0.5)},${r1(floor + (y + h - floor) * 0.9)}" opacity=".8"/>` +
        '</g>'
      );
    }
    case 'bands': {
      const n = 4 + Math.floor(rand() * 4);
      const colours = [p.accent, p.field, p.ink, p.field];
      const bandH = (h * 0.62) / n;
      const top = y + h * 0.2;
      let out = '';
      for (let i = 0; i < n; i++) {
        const inset = w * 0.1 * rand();
        out += `<rect x="${r1(x + inset)}" y="${r1(top + i * bandH)}" width="${r1(w - inset)}" height="${r1(bandH * 0.78)}" fill="${colours[i % colours.length]}" opacity="${i % 2 ? 0.85 : 1}"/>`;
      }
      return out;
    }
    default: {
      // 'type': the title is the picture; a cropped disc and a rule give it weight.
      const r = Math.min(w, h) * (0.45 + rand() * 0.15);
      return (
        `<circle cx="${r1(x + w * 0.85)}" cy="${r1(y + h * 0.95)}" r="${r1(r)}" fill="${p.accent}" opacity=".9"/>` +
        `<circle cx="${r1(x + w * 0.85)}" cy="${r1(y + h * 0.95)}" r="${r1(r * 0.62)}" fill="${p.ground}"/>`
      );
    }
  }
}

export const layoutOf = (seed: string): Layout => LAYOUTS[fnv1a(`layout:${seed}`) % LAYOUTS.length]!;
const jitterOf = (seed: string) => (fnv1a(`hue:${seed}`) % 1000) / 1000;

const svgOpen = (width: number, vw: number, vh: number, label: string | null) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * vh) / vw)}" viewBox="0 0 ${vw} ${vh}"` +
  (label ? ` role="img" aria-label="${escapeXml(label)}">` : ' aria-hidden="true">');

/**
 * Baselines of the first title line when the title stands at the top: low enough that the
 * caps clear the top 36 units, where cards pin their rating badge.
 */
const TYPE_TOP = 62;
const HEADLINE_TOP = 54;

/** A 2:3 poster, `width` pixels wide. */
export function posterSvg(s: ArtSubject, width: number): string {
  const layout = layoutOf(s.seed);
  const p = paletteFor(s.genreIds, s.year, jitterOf(s.seed));
  const rand = sequence(s.seed);
  const label = s.year ? `${s.title} (${s.year})` : s.title;
  let body: string;
  if (layout === 'type') {
    const t = titleBlock(s.title, { x: 14, y: TYPE_TOP, width: 172, size: 34, maxLines: 5, fill: p.ink });
    body =
      motif('type', p, rand, { x: 0, y: 150, w: 200, h: 150 }) +
      t.svg +
      `<rect x="14" y="${TYPE_TOP + t.height - 20}" width="40" height="2.5" fill="${p.accent}"/>` +
      smallType(s, p, 270);
  } else if (layout === 'skyline' || layout === 'bands') {
    // Title above the picture.
    const t = titleBlock(s.title, { x: 14, y: HEADLINE_TOP, width: 172, size: 20, maxLines: 4, fill: p.ink });
    const top = HEADLINE_TOP + t.height;
    body = motif(layout, p, rand, { x: 0, y: top, w: 200, h: 262 - top }) + t.svg + smallType(s, p, 278);
  } else {
    // Picture above, title centred under it.
    const t = titleBlock(s.title, {
      x: 100,
      y: 220,
      width: 176,
      size: 19,
      maxLines: 4,
      fill: p.ink,
      anchor: 'middle',
      maxDrop: 36,
    });
    body =
      motif(layout, p, rand, { x: 0, y: 0, w: 200, h: 200 }) + t.svg + smallType(s, p, 268, 100, 'middle');
  }
  return `${svgOpen(width, 200, 300, label)}<rect width="200" height="300" fill="${p.ground}"/>${body}</svg>`;
}

/**
 * A 16:9 picture with no text: the poster's motif on the right two thirds, a calm ground
 * on the left fading into it. Backdrops use the title's seed; stills add the episode's, so
 * each episode of a show differs while staying in the show's family.
 */
export function widePictureSvg(s: ArtSubject, width: number, variant = ''): string {
  const layout = layoutOf(s.seed);
  const p = paletteFor(s.genreIds, s.year, jitterOf(s.seed));
  const rand = sequence(`${s.seed}${variant}`);
  const picture = motif(layout === 'type' ? 'sun' : layout, p, rand, { x: 110, y: 0, w: 210, h: 180 }, 0.8);
  // Unique per picture, so pictures inlined in one document cannot share a gradient.
  const id = `calm${fnv1a(s.seed + variant).toString(36)}`;
  return (
    svgOpen(width, 320, 180, null) +
    `<defs><linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset=".3" stop-color="${p.ground}"/><stop offset=".62" stop-color="${p.ground}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="${p.ground}"/>${picture}<rect width="320" height="180" fill="url(#${id})"/></svg>`
  );
}
