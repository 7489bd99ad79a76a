import type { ReactNode, SVGProps } from 'react';

/**
 * The shell's few stroke icons (header, tab bar, error frame), inline so no icon library lands
 * in the first bundle. Decorative by default (aria-hidden); the control around them carries the
 * label. The screens' other icons live in ./icons.tsx, which re-exports these: kept apart, they
 * load with the screens that draw them, not with the first page.
 */
export type IconProps = SVGProps<SVGSVGElement> & {
  size?: number;
  /** Flipped in right-to-left reading: arrows and chevrons that mean back/forward, in/out. */
  mirror?: boolean;
};

/** The one stroke-icon frame every screen's icons draw into. */
export function Icon({
  size = 20,
  mirror = false,
  className,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={mirror ? (className ? `rtl:-scale-x-100 ${className}` : 'rtl:-scale-x-100') : className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * An icon drawn by one stroked path (circles and rectangles written as path data). `mirror`:
 * it points along the reading direction (back, forward, in, out), so it flips in right-to-left.
 */
export const strokeIcon =
  (d: string, defaultSize = 20, mirror = false) =>
  ({ size = defaultSize, ...p }: IconProps) => (
    <Icon size={size} mirror={mirror} {...p}>
      <path d={d} />
    </Icon>
  );

export const HomeIcon = strokeIcon('M3 10.5 12 3l9 7.5M5 9.5V21h5v-6h4v6h5V9.5');

export const FilmIcon = strokeIcon(
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2zM7 3v18M17 3v18M3 8h4M3 12h18M3 16h4M17 8h4M17 16h4',
);

export const TvIcon = strokeIcon(
  'M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM7 2l5 5 5-5',
);

export const ListIcon = strokeIcon('M19 21 12 16.5 5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z');

export const SearchIcon = strokeIcon('M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M20 20l-3.5-3.5');

export const MenuIcon = strokeIcon('M4 6h16M4 12h16M4 18h16');

export const GlobeIcon = strokeIcon(
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M3.6 9h16.8M3.6 15h16.8M12 3a15 15 0 0 1 0 18M12 3a15 15 0 0 0 0 18',
);

export const AlertIcon = strokeIcon(
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
);

/** The Marquee mark: a lit marquee sign. Also the favicon (public/favicon.svg). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#e11d48" />
      <path d="M8 23V10l8 8 8-8v13" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinejoin="round" />
      <circle cx="6" cy="5.5" r="1.3" fill="#fde68a" />
      <circle cx="12" cy="5.5" r="1.3" fill="#fde68a" />
      <circle cx="20" cy="5.5" r="1.3" fill="#fde68a" />
      <circle cx="26" cy="5.5" r="1.3" fill="#fde68a" />
    </svg>
  );
}
