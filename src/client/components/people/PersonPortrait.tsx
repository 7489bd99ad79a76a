import { MediaImage } from '../media/MediaImage';

/**
 * A person's portrait: TMDB's profile photo, or, when there is none (always in the demo), a
 * monogram card in the house style: their initials set large on a tinted ground. Never a
 * stand-in face: a picture of someone else would be a false statement about who they are.
 */
export function PersonPortrait({
  name,
  path,
  sizes,
  eager = false,
  className = '',
}: {
  name: string;
  path: string | null;
  sizes: string;
  eager?: boolean;
  /** The frame: its size and shape (it fills it). */
  className?: string;
}) {
  return (
    <div className={`relative overflow-hidden bg-surface-raised ${className}`}>
      {path ? (
        <MediaImage path={path} kind="profile" sizes={sizes} eager={eager} alt="" />
      ) : (
        <Monogram name={name} />
      )}
    </div>
  );
}

/** Grounds a monogram may take: each a token, chosen by the name so a person keeps theirs. */
const GROUNDS = [
  'from-accent/35',
  'from-accent-warm/30',
  'from-info-solid/30',
  'from-success-solid/25',
  'from-role-owner/30',
] as const;

/** Up to two letters: the first of the first and of the last word ("Denis Villeneuve" → DV). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const letter = (w: string) => Array.from(w)[0]?.toLocaleUpperCase() ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return letter(first) + (last ? letter(last) : '');
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

function Monogram({ name }: { name: string }) {
  const ground = GROUNDS[hash(name) % GROUNDS.length];
  return (
    <div
      aria-hidden="true"
      data-testid="monogram"
      className={`absolute inset-0 flex items-center justify-center bg-gradient-to-br ${ground} via-surface-raised to-surface`}
    >
      {/* Drawn in a viewBox so the letters scale with the frame, from a cast tile to the page's portrait. */}
      <svg viewBox="0 0 100 100" className="h-3/5 w-3/5" role="presentation">
        <circle
          cx="50"
          cy="50"
          r="48"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.18"
          strokeWidth="1"
          className="text-fg"
        />
        <text
          x="50"
          y="50"
          dominantBaseline="central"
          textAnchor="middle"
          className="fill-fg-soft font-extrabold"
          fontSize="36"
          letterSpacing="1"
        >
          {initialsOf(name)}
        </text>
      </svg>
    </div>
  );
}
