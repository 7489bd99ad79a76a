import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { FilmIcon, HomeIcon, ListIcon, TvIcon } from './icons';

export interface NavItem {
  href: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Detail and watch pages light up the section they belong to. */
  matches(path: string): boolean;
}

const under = (path: string, ...prefixes: string[]) =>
  prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** The four primary destinations, shared by the desktop bar and the phone tab bar. */
export const PRIMARY_NAV: NavItem[] = [
  { href: '/', label: 'Home', icon: HomeIcon, matches: (p) => p === '/' },
  {
    href: '/movies',
    label: 'Movies',
    icon: FilmIcon,
    matches: (p) => under(p, '/movies', '/movie', '/watch/movie'),
  },
  { href: '/tv', label: 'TV Shows', icon: TvIcon, matches: (p) => under(p, '/tv', '/watch/tv') },
  { href: '/my-list', label: 'My List', icon: ListIcon, matches: (p) => under(p, '/my-list') },
];

export const INFO_LINKS = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/dmca', label: 'DMCA Policy' },
  { href: '/info', label: 'Platform Info' },
] as const;

/** The current path without a trailing slash, for active-link checks. */
export function usePath(): string {
  const [location] = useLocation();
  return location.length > 1 ? location.replace(/\/+$/, '') : location;
}
