/**
 * Colour for the demo catalogue's artwork: a palette per title from its first genre (the
 * mood) and its decade (the printing: faded before the sixties, warm and saturated in the
 * seventies, loud in the eighties, cooler and cleaner since). Deterministic per seed.
 */
export interface Palette {
  /** Background field. */
  ground: string;
  /** Second field (split layouts, bands). */
  field: string;
  /** The motif's colour. */
  accent: string;
  /** Type on the ground. */
  ink: string;
  /** Small type and rules. */
  muted: string;
}

/** Hue (degrees) and a base lightness of the ground for each TMDB genre id. */
const GENRE_MOOD: Readonly<Record<number, { hue: number; light: number; accent: number }>> = {
  28: { hue: 8, light: 0.16, accent: 28 }, // Action: oxblood and fire
  12: { hue: 32, light: 0.3, accent: 195 }, // Adventure: sand and sky
  16: { hue: 200, light: 0.55, accent: 45 }, // Animation: bright blue and yolk
  35: { hue: 46, light: 0.62, accent: 350 }, // Comedy: sunshine and cherry
  80: { hue: 220, light: 0.1, accent: 48 }, // Crime: night and sodium light
  99: { hue: 30, light: 0.82, accent: 15 }, // Documentary: paper and red ink
  18: { hue: 210, light: 0.26, accent: 32 }, // Drama: slate and ochre
  10751: { hue: 160, light: 0.6, accent: 20 }, // Family: mint and coral
  14: { hue: 270, light: 0.2, accent: 45 }, // Fantasy: violet and gold
  36: { hue: 35, light: 0.5, accent: 10 }, // History: sepia and rust
  27: { hue: 355, light: 0.08, accent: 0 }, // Horror: black and blood
  10402: { hue: 320, light: 0.22, accent: 180 }, // Music: plum and neon teal
  9648: { hue: 240, light: 0.14, accent: 60 }, // Mystery: indigo and lamp
  10749: { hue: 345, light: 0.72, accent: 350 }, // Romance: blush and rose
  878: { hue: 190, light: 0.12, accent: 170 }, // Science fiction: deep space and cyan
  10770: { hue: 25, light: 0.45, accent: 200 }, // TV movie
  53: { hue: 150, light: 0.1, accent: 75 }, // Thriller: bottle green and acid
  10752: { hue: 75, light: 0.24, accent: 30 }, // War: olive and khaki
  37: { hue: 24, light: 0.55, accent: 12 }, // Western: dust and rust
  // TV genres
  10759: { hue: 12, light: 0.18, accent: 35 },
  10762: { hue: 50, light: 0.6, accent: 200 },
  10763: { hue: 210, light: 0.3, accent: 0 },
  10764: { hue: 300, light: 0.5, accent: 55 },
  10765: { hue: 250, light: 0.14, accent: 175 },
  10766: { hue: 340, light: 0.45, accent: 40 },
  10767: { hue: 200, light: 0.5, accent: 30 },
  10768: { hue: 80, light: 0.22, accent: 0 },
};
const DEFAULT_MOOD = { hue: 215, light: 0.2, accent: 35 };

/** Saturation and contrast by decade: how the printing of the time looked. */
function decadeStyle(year: number | null): { sat: number; accentSat: number; shift: number } {
  if (!year) return { sat: 0.35, accentSat: 0.7, shift: 0 };
  if (year < 1960) return { sat: 0.18, accentSat: 0.45, shift: 8 };
  if (year < 1980) return { sat: 0.5, accentSat: 0.8, shift: 6 };
  if (year < 1990) return { sat: 0.6, accentSat: 0.95, shift: -12 };
  if (year < 2000) return { sat: 0.3, accentSat: 0.65, shift: 0 };
  return { sat: 0.38, accentSat: 0.75, shift: -4 };
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The palette of a title; `jitter` (0..1, from the title's seed) varies titles of one genre. */
export function paletteFor(genreIds: readonly number[], year: number | null, jitter: number): Palette {
  const mood = GENRE_MOOD[genreIds[0] ?? -1] ?? DEFAULT_MOOD;
  const style = decadeStyle(year);
  const hue = mood.hue + style.shift + (jitter - 0.5) * 24;
  const light = mood.light;
  const dark = light < 0.45;
  return {
    ground: hsl(hue, style.sat, light),
    field: hsl(hue + 18, style.sat * 0.9, dark ? light + 0.12 : light - 0.14),
    accent: hsl(mood.accent + (jitter - 0.5) * 16, style.accentSat, dark ? 0.56 : 0.45),
    ink: dark ? hsl(hue, 0.25, 0.94) : hsl(hue, 0.5, 0.1),
    muted: dark ? hsl(hue, 0.15, 0.72) : hsl(hue, 0.3, 0.28),
  };
}
