import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { MessageKey } from '../../i18n';
import { FilmIcon, HomeIcon, ListIcon, TvIcon } from './shell-icons';

export interface NavItem {
  href: string;
  /** Its name, a message key: `t(item.label)`. */
  label: MessageKey;
  icon: ComponentType<{ size?: number }>;
  /** Detail and watch pages light up the section they belong to. */
  matches(path: string): boolean;
}

const under = (path: string, ...prefixes: string[]) =>
  prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** The four primary destinations, shared by the desktop bar and the phone tab bar. */
export const PRIMARY_NAV: NavItem[] = [
  { href: '/', label: 'shell.nav.home', icon: HomeIcon, matches: (p) => p === '/' },
  {
    href: '/movies',
    label: 'shell.nav.movies',
    icon: FilmIcon,
    matches: (p) => under(p, '/movies', '/movie', '/watch/movie'),
  },
  { href: '/tv', label: 'shell.nav.tvShows', icon: TvIcon, matches: (p) => under(p, '/tv', '/watch/tv') },
  { href: '/my-list', label: 'shell.nav.myList', icon: ListIcon, matches: (p) => under(p, '/my-list') },
];

/**
 * Upcoming: in the desktop bar and the phone's menu panel, not in the four-tab bar (no room).
 * Visitors see it too; the page says why to sign in.
 */
export const UPCOMING_NAV: Pick<NavItem, 'href' | 'label' | 'matches'> = {
  href: '/upcoming',
  label: 'shell.nav.upcoming',
  matches: (p) => under(p, '/upcoming'),
};

export const INFO_LINKS: readonly { href: string; label: MessageKey }[] = [
  { href: '/privacy', label: 'shell.nav.privacy' },
  { href: '/dmca', label: 'shell.nav.dmca' },
  { href: '/info', label: 'shell.nav.platformInfo' },
];

/** The current path without a trailing slash, for active-link checks. */
export function usePath(): string {
  const [location] = useLocation();
  return location.length > 1 ? location.replace(/\/+$/, '') : location;
}
