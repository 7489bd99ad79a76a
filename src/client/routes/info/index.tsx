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
import { formatNumber } from '../../i18n/format';
import type { MessageKey } from '../../i18n/keys';
import { useT } from '../../i18n/react';
import { errorMessage } from '../../lib/trpc';

const QUICK_LINKS: { href: string; label: MessageKey; icon: ComponentType<{ size?: number }> }[] = [
  { href: '/', label: 'pages.info.linkHome', icon: HomeIcon },
  { href: '/movies', label: 'pages.info.linkMovies', icon: FilmIcon },
  { href: '/tv', label: 'pages.info.linkTv', icon: TvIcon },
  { href: '/search', label: 'pages.info.linkSearch', icon: SearchIcon },
  { href: '/my-list', label: 'pages.info.linkMyList', icon: ListIcon },
  { href: '/settings', label: 'pages.info.linkSettings', icon: SettingsIcon },
  { href: '/privacy', label: 'pages.info.linkPrivacy', icon: ShieldIcon },
  { href: '/dmca', label: 'pages.info.linkDmca', icon: ShieldIcon },
];

function DomainRow({ domain, index }: { domain: string; index: number }) {
  const t = useT();
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
      // A failed copy is only logged; the address stays visible to copy by hand.
      console.error('Copy failed', e);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface/60 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <span
          className={`inline-block rounded px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase ${
            index === 0 ? 'bg-accent/20 text-danger' : 'bg-surface-raised text-fg-secondary'
          }`}
        >
          {index === 0
            ? t('pages.info.primary')
            : t('pages.info.alternative', { number: formatNumber(index) })}
        </span>
        <p data-content="" className="mt-1.5 truncate font-mono text-[15px] text-fg">
          {url}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 sm:min-w-[7.5rem] sm:flex-none"
          onClick={() => void copy()}
        >
          {copied ? <CheckIcon size={16} className="text-success" /> : <CopyIcon size={16} />}
          {/* Named by its visible words, then which address (several rows have one). */}
          <span aria-live="polite">{copied ? t('pages.info.copied') : t('pages.info.copyUrl')}</span>
          <span className="sr-only"> {url}</span>
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'sm', 'flex-1 sm:flex-none')}
          aria-label={t('pages.info.visitLabel', { domain })}
        >
          <ExternalIcon size={16} mirror /> {t('pages.info.visit')}
        </a>
      </div>
    </li>
  );
}

function Domains() {
  const t = useT();
  const info = usePlatformInfo();
  if (info.isPending) {
    return (
      <ul className="space-y-3" aria-busy="true" aria-label={t('pages.info.loadingDomains')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-[76px] animate-pulse rounded-xl bg-surface" />
        ))}
      </ul>
    );
  }
  if (info.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-danger-line bg-danger-surface/40 p-4 text-sm text-danger-soft"
      >
        <p>
          {errorMessage(info.error, t('pages.info.loadFailed'))} {t('pages.info.checkConnection')}
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void info.refetch()}>
          {t('pages.info.tryAgain')}
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
  id,
  title,
  children,
  className = '',
}: {
  /** The heading's id: fixed, whatever the language of the title. */
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-border bg-surface/40 p-5 md:p-6 ${className}`}
    >
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function PlatformInfo() {
  const t = useT();
  useDocumentTitle(t('pages.info.title'));
  const info = usePlatformInfo();
  return (
    <div className="mx-auto max-w-5xl px-5 py-10 md:px-6 md:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('pages.info.title')}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted">{t('pages.info.subtitle')}</p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card id="official-domains" title={t('pages.info.domainsTitle')} className="lg:row-span-2">
          <p className="mb-4 text-sm leading-relaxed text-muted">{t('pages.info.domainsText')}</p>
          <Domains />
        </Card>
        <Card id="quick-links" title={t('pages.info.quickLinksTitle')}>
          <ul className="grid grid-cols-2 gap-2">
            {QUICK_LINKS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex items-center gap-2 rounded-lg bg-surface-raised/60 px-3 py-2.5 text-sm text-fg-soft hover:bg-surface-raised hover:text-white"
                >
                  <Icon size={16} /> {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card id="community" title={t('pages.info.communityTitle')}>
          <p className="text-sm leading-relaxed text-muted">{t('pages.info.communityText')}</p>
          {info.data?.communityUrl ? (
            <a
              href={info.data.communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'md', 'mt-4 w-full')}
            >
              <UsersIcon size={18} /> {t('pages.info.joinCommunity')}
            </a>
          ) : (
            info.data && <p className="mt-3 text-sm text-subtle">{t('pages.info.noCommunity')}</p>
          )}
        </Card>
      </div>
      <Card id="about-marquee" title={t('pages.info.aboutTitle')} className="mt-6">
        <div className="space-y-3 text-[15px] leading-relaxed text-fg-secondary">
          <p>{t('pages.info.aboutText1')}</p>
          <p>{t('pages.info.aboutText2')}</p>
          {info.data && (
            <p className="text-sm text-subtle">{t('pages.info.version', { version: info.data.version })}</p>
          )}
        </div>
      </Card>
    </div>
  );
}
