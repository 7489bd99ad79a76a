import { Link } from 'wouter';
import type { MessageKey } from '../../i18n';
import { formatYear } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { INFO_LINKS, PRIMARY_NAV } from './nav';
import { LogoMark } from './shell-icons';

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-border/70 bg-canvas">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-10 sm:grid-cols-[2fr_1fr_1fr] md:px-6">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
            <LogoMark size={24} /> Marquee
          </p>
          <p className="mt-3 text-sm leading-relaxed text-muted">{t('shell.footer.tagline')}</p>
        </div>
        <FooterLinks title={t('shell.footer.browse')} links={PRIMARY_NAV} />
        <FooterLinks title={t('shell.footer.information')} links={INFO_LINKS} />
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto max-w-7xl px-5 py-4 text-xs text-muted md:px-6">
          {t('shell.footer.copyright', {
            year: formatYear(new Date().getFullYear()),
          })}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { href: string; label: MessageKey }[];
}) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="rounded text-fg-secondary hover:text-white">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
