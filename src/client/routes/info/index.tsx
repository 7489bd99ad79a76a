import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  CheckIcon,
  CopyIcon,
  ExternalIcon,
  FilmIcon,
  HomeIcon,
  ListIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  TvIcon,
  UsersIcon,
} from '../../components/layout/icons';
import { usePlatformInfo } from '../../components/layout/platform';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { Button, buttonClass } from '../../components/ui/Button';
import { errorMessage } from '../../lib/trpc';

const QUICK_LINKS: { href: string; label: string; icon: ComponentType<{ size?: number }> }[] = [
  { href: '/', label: 'Home', icon: HomeIcon },
  { href: '/movies', label: 'Movies', icon: FilmIcon },
  { href: '/tv', label: 'TV Shows', icon: TvIcon },
  { href: '/search', label: 'Search', icon: SearchIcon },
  { href: '/my-list', label: 'My List', icon: ListIcon },
  { href: '/settings', label: 'Settings', icon: SettingsIcon },
  { href: '/privacy', label: 'Privacy Policy', icon: ShieldIcon },
  { href: '/dmca', label: 'DMCA Policy', icon: ShieldIcon },
];

const domainLabel = (i: number) => (i === 0 ? 'Primary' : `Alternative ${i}`);

function DomainRow({ domain, index }: { domain: string; index: number }) {
  const url = `https://${domain}`;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch (e) {
      // Spec 8: a failed copy is only logged; the address stays visible to copy by hand.
      console.error('Copy failed', e);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <span
          className={`inline-block rounded px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase ${
            index === 0 ? 'bg-brand/20 text-rose-300' : 'bg-zinc-800 text-zinc-300'
          }`}
        >
          {domainLabel(index)}
        </span>
        <p className="mt-1.5 truncate font-mono text-[15px] text-zinc-100">{url}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 sm:min-w-[7.5rem] sm:flex-none"
          onClick={() => void copy()}
          aria-label={copied ? `Copied ${url}` : `Copy ${url}`}
        >
          {copied ? <CheckIcon size={16} className="text-emerald-400" /> : <CopyIcon size={16} />}
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy URL'}</span>
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'sm', 'flex-1 sm:flex-none')}
          aria-label={`Visit ${domain} (opens in a new tab)`}
        >
          <ExternalIcon size={16} /> Visit
        </a>
      </div>
    </li>
  );
}

function Domains() {
  const info = usePlatformInfo();
  if (info.isPending) {
    return (
      <ul className="space-y-3" aria-busy="true" aria-label="Loading domains">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-[76px] animate-pulse rounded-xl bg-zinc-900" />
        ))}
      </ul>
    );
  }
  if (info.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-4 text-sm text-red-100">
        <p>
          {errorMessage(info.error, 'Could not load the official domains.')} Check your connection and try
          again.
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void info.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {info.data.domains.map((d, i) => (
        <DomainRow key={d} domain={d} index={i} />
      ))}
    </ul>
  );
}

function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-zinc-800 bg-zinc-900/40 p-5 md:p-6 ${className}`}
    >
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function PlatformInfo() {
  useDocumentTitle('Platform Info');
  const info = usePlatformInfo();
  return (
    <div className="mx-auto max-w-5xl px-5 py-10 md:px-6 md:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Platform Info</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-zinc-400">
          Where to find Marquee, where to go next, and what it is.
        </p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card title="Official domains" className="lg:row-span-2">
          <p className="mb-4 text-sm leading-relaxed text-zinc-400">
            Marquee is served only from these addresses. Bookmark them: if the primary domain is unreachable,
            use an alternative. Any other site using the name is not ours.
          </p>
          <Domains />
        </Card>
        <Card title="Quick links">
          <ul className="grid grid-cols-2 gap-2">
            {QUICK_LINKS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex items-center gap-2 rounded-lg bg-zinc-800/60 px-3 py-2.5 text-sm text-zinc-200 hover:bg-zinc-800 hover:text-white"
                >
                  <Icon size={16} /> {label}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Community">
          <p className="text-sm leading-relaxed text-zinc-400">
            Announcements about new domains, outages and features, and a place to ask questions and suggest
            titles.
          </p>
          {info.data?.communityUrl ? (
            <a
              href={info.data.communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'md', 'mt-4 w-full')}
            >
              <UsersIcon size={18} /> Join the community
            </a>
          ) : (
            info.data && (
              <p className="mt-3 text-sm text-zinc-500">
                This deployment has not published a community space yet; news is posted on the official
                domains.
              </p>
            )
          )}
        </Card>
      </div>
      <Card title="About Marquee" className="mt-6">
        <div className="space-y-3 text-[15px] leading-relaxed text-zinc-300">
          <p>
            Marquee is an open catalogue of movies and TV shows. Browse what is trending and popular, search
            by title, open detail pages with cast, trailers and seasons, and watch through players embedded
            from independent streaming servers. Marquee itself hosts no video.
          </p>
          <p>
            With a free account your watch history follows you across devices, Continue Watching picks up
            where you stopped, and recommendations are built from what you watched.
          </p>
          {info.data && <p className="text-sm text-zinc-500">Version {info.data.version}</p>}
        </div>
      </Card>
    </div>
  );
}
