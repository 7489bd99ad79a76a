import { strokeIcon } from './shell-icons';

/**
 * Every screen's stroke icons (path data through one `strokeIcon`, ./shell-icons.tsx). The
 * shell's own few live there and load with the first page; these load with the screens.
 */
export {
  AlertIcon,
  FilmIcon,
  GlobeIcon,
  HomeIcon,
  Icon,
  type IconProps,
  ListIcon,
  LogoMark,
  SearchIcon,
  TvIcon,
} from './shell-icons';

/** A screen's own icon (settings, admin): a little smaller than the shell's. */
export const screenIcon = (d: string) => strokeIcon(d, 18);

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

export const CalendarIcon = strokeIcon(
  'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2zM16 3v4M8 3v4M3 11h18',
);
