/**
 * Renders the app icons of the web app manifest from one vector mark, with no network:
 *
 *   npx tsx scripts/generate-icons.ts
 *
 * Writes public/icons/: icon-192.png and icon-512.png (purpose "any": the rounded tile of
 * the favicon), icon-maskable-512.png (purpose "maskable": a full-bleed tile with the mark
 * inside the 80 % safe circle, so launchers may crop it to any shape), apple-touch-icon.png
 * (180 px, full-bleed: iOS rounds it itself).
 * The PNGs are committed; run this again only when the mark changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const OUT = path.resolve(import.meta.dirname, '../public/icons');
const BRAND = '#e11d48';
const BULB = '#fde68a';

/** The marquee "M" with its row of bulbs, drawn in the favicon's 32-unit box. */
const MARK = [
  `<path d="M8 23V10l8 8 8-8v13" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`,
  ...[6, 12, 20, 26].map((x) => `<circle cx="${x}" cy="5.5" r="1.3" fill="${BULB}"/>`),
].join('');

/** Centre of the mark's bounding box (x 4.7–27.3, y 4.2–24.6), to scale it in place. */
const MARK_CENTRE = { x: 16, y: 14.4 };

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
}

/** Purpose "any": the favicon's rounded tile, the mark at its size, transparent corners. */
export const ANY_SVG = svg(`<rect width="32" height="32" rx="7" fill="${BRAND}"/>${MARK}`);

/**
 * Purpose "maskable": the tile fills the square; the mark shrinks to fit the safe zone (a
 * circle of radius 40 % of the size), whose farthest corner is then at about 0.34 × 32.
 */
export const MASKABLE_SVG = svg(
  `<rect width="32" height="32" fill="${BRAND}"/>` +
    `<g transform="translate(16 16) scale(0.7) translate(${-MARK_CENTRE.x} ${-MARK_CENTRE.y})">${MARK}</g>`,
);

export function renderPng(source: string, size: number): Buffer {
  const resvg = new Resvg(source, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' });
  return Buffer.from(resvg.render().asPng());
}

export const ICONS: { file: string; source: string; size: number }[] = [
  { file: 'icon-192.png', source: ANY_SVG, size: 192 },
  { file: 'icon-512.png', source: ANY_SVG, size: 512 },
  { file: 'icon-maskable-512.png', source: MASKABLE_SVG, size: 512 },
  { file: 'apple-touch-icon.png', source: MASKABLE_SVG, size: 180 },
];

function main() {
  mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const png = renderPng(icon.source, icon.size);
    writeFileSync(path.join(OUT, icon.file), png);
    console.log(`public/icons/${icon.file}  ${icon.size}×${icon.size}  ${png.length} bytes`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
