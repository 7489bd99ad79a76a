import { AVATAR_COLOURS, type Avatar } from '@shared/profiles';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Each avatar's background; the pictures sit on a colour of their own. */
const BACKGROUND: Record<Avatar, string> = {
  red: '#c0392b',
  orange: '#c75a12',
  amber: '#a86a00',
  green: '#2e7d32',
  teal: '#00796b',
  blue: '#1e5fbf',
  violet: '#6d3fc0',
  pink: '#b8336a',
  popcorn: '#b3261e',
  rocket: '#283593',
  star: '#8a5a00',
  ghost: '#4a4f6a',
  cat: '#00695c',
  robot: '#37474f',
};

const isColour = (avatar: Avatar) => (AVATAR_COLOURS as readonly string[]).includes(avatar);

/** The designed pictures: simple drawings on a 48 × 48 grid, in white and a few shades. */
const PICTURES: Partial<Record<Avatar, ReactNode>> = {
  popcorn: (
    <>
      <circle cx="17" cy="15" r="6" fill="#fff8e1" />
      <circle cx="25" cy="12" r="6.5" fill="#fff8e1" />
      <circle cx="32" cy="16" r="6" fill="#fff8e1" />
      <circle cx="22" cy="19" r="5" fill="#ffe082" />
      <path d="M12 20h24l-3.5 20h-17z" fill="#fff" />
      <path d="M18.5 20l1.5 20M24 20v20M29.5 20l-1.5 20" stroke="#e53935" strokeWidth="2.6" />
    </>
  ),
  rocket: (
    <>
      <path d="M24 6c7 6 8.5 15 6.5 24h-13C15.5 21 17 12 24 6z" fill="#fff" />
      <circle cx="24" cy="18" r="3.6" fill="#64b5f6" />
      <path d="M17.5 24l-5 8 6-1zM30.5 24l5 8-6-1z" fill="#ef5350" />
      <path d="M20.5 31h7l-3.5 10z" fill="#ffb300" />
    </>
  ),
  star: (
    <path
      d="M24 7l5.2 10.6 11.7 1.7-8.5 8.2 2 11.6L24 33.6l-10.4 5.5 2-11.6-8.5-8.2 11.7-1.7z"
      fill="#ffd54f"
      stroke="#fff"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  ),
  ghost: (
    <>
      <path
        d="M12 40V22a12 12 0 0 1 24 0v18l-4-3-4 3-4-3-4 3-4-3z"
        fill="#fff"
        stroke="#fff"
        strokeLinejoin="round"
      />
      <circle cx="19.5" cy="22" r="2.6" fill="#263238" />
      <circle cx="28.5" cy="22" r="2.6" fill="#263238" />
      <ellipse cx="24" cy="29" rx="2.2" ry="2.8" fill="#263238" />
    </>
  ),
  cat: (
    <>
      <path d="M11 15l5 9h16l5-9 1 16c0 6-6.5 10-14 10s-14-4-14-10z" fill="#fff" />
      <circle cx="19" cy="28" r="2.2" fill="#263238" />
      <circle cx="29" cy="28" r="2.2" fill="#263238" />
      <path d="M22.5 32.5h3L24 34.5z" fill="#f48fb1" />
      <path d="M9 31h8M9 34l8-1M39 31h-8M39 34l-8-1" stroke="#b0bec5" strokeWidth="1.2" />
    </>
  ),
  robot: (
    <>
      <path d="M24 6v5" stroke="#fff" strokeWidth="2.4" />
      <circle cx="24" cy="6" r="2.4" fill="#ffca28" />
      <rect x="11" y="12" width="26" height="24" rx="6" fill="#fff" />
      <rect x="15" y="18" width="18" height="9" rx="4.5" fill="#263238" />
      <circle cx="20" cy="22.5" r="2.2" fill="#4dd0e1" />
      <circle cx="28" cy="22.5" r="2.2" fill="#4dd0e1" />
      <path d="M19 31.5h10" stroke="#90a4ae" strokeWidth="2.2" strokeLinecap="round" />
      <rect x="7" y="20" width="4" height="9" rx="2" fill="#cfd8dc" />
      <rect x="37" y="20" width="4" height="9" rx="2" fill="#cfd8dc" />
    </>
  ),
};

const SIZE = {
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  lg: 'h-14 w-14 text-2xl',
  xl: 'h-24 w-24 text-5xl sm:h-32 sm:w-32 sm:text-6xl',
} as const;

/**
 * A profile's avatar: its colour with the name's initial, or one of the designed pictures.
 * Decorative: the name beside it names the control. The initial is drawn (a pseudo-element),
 * like the account avatar, so it never joins the control's visible label.
 */
export function ProfileAvatar({
  avatar,
  name,
  size = 'md',
  shape = 'round',
  className,
}: {
  avatar: Avatar;
  name: string;
  size?: keyof typeof SIZE;
  shape?: 'round' | 'square';
  className?: string;
}) {
  const picture = isColour(avatar) ? null : PICTURES[avatar];
  return (
    <span
      aria-hidden="true"
      data-avatar={avatar}
      data-initial={picture ? undefined : Array.from(name.trim())[0]?.toUpperCase()}
      style={{ backgroundColor: BACKGROUND[avatar] }}
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden font-bold text-white select-none',
        !picture && 'before:content-[attr(data-initial)]',
        shape === 'round' ? 'rounded-full' : 'rounded-[22%]',
        SIZE[size],
        className,
      )}
    >
      {picture && (
        <svg viewBox="0 0 48 48" className="h-[82%] w-[82%]" fill="none" focusable="false">
          {picture}
        </svg>
      )}
    </span>
  );
}
