import type { ReactNode, SVGProps } from 'react';

/**
 * The shell's few stroke icons, inline so no icon library lands in the first bundle.
 * Decorative by default (aria-hidden); the control around them carries the label.
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

/** A screen's own icon (settings, admin): a little smaller than the shell's. */
export const screenIcon = (d: string) => strokeIcon(d, 18);

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

export const CloseIcon = strokeIcon('M18 6 6 18M6 6l12 12');

export const SettingsIcon = strokeIcon(
  'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
);

export const ShieldIcon = strokeIcon('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z');

export const LogoutIcon = strokeIcon(
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  20,
  true,
);

export const LoginIcon = strokeIcon(
  'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3',
  20,
  true,
);

export const ChevronDownIcon = strokeIcon('m6 9 6 6 6-6');

/** "Back": points to the start of the line (right in right-to-left). */
export const ChevronLeftIcon = strokeIcon('m15 18-6-6 6-6', 20, true);

/** "Forward", "opens further": points to the end of the line. */
export const ChevronRightIcon = strokeIcon('m9 18 6-6-6-6', 20, true);

export const GlobeIcon = strokeIcon(
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M3.6 9h16.8M3.6 15h16.8M12 3a15 15 0 0 1 0 18M12 3a15 15 0 0 0 0 18',
);

export const EyeIcon = strokeIcon(
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
);

export const EyeOffIcon = strokeIcon(
  'M9.9 4.2A10 10 0 0 1 12 4c6.5 0 10 8 10 8a17 17 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20',
);

export const CopyIcon = strokeIcon(
  'M11 9h9a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-9a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2zM5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
);

export const CheckIcon = strokeIcon('M20 6 9 17l-5-5');

export const ExternalIcon = strokeIcon(
  'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);

export const AlertIcon = strokeIcon(
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
);

export const UsersIcon = strokeIcon(
  'M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.7',
);

export const TrashIcon = strokeIcon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');

export const LockIcon = strokeIcon(
  'M6 11h12a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2zM8 11V7a4 4 0 0 1 8 0v4',
);
export const PlayIcon = strokeIcon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M10 8.5l5.5 3.5-5.5 3.5z');
export const DownloadIcon = strokeIcon('M12 4v11M7 10l5 5 5-5M5 20h14');
export const ShareIcon = strokeIcon('M12 3v12m0-12-4 4m4-4 4 4M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6');

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
