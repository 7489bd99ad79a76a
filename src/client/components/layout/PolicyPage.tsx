import type { ComponentProps, ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { T, useLocale, useT } from '../../i18n/react';
import { usePrimaryDomain } from './platform';
import { useDocumentTitle } from './useDocumentTitle';

export const POLICY_UPDATED = 'January 15, 2025';
const POLICY_UPDATED_ISO = '2025-01-15';

/** The policies' date in the reader's language, with the month written out; English as the spec words it. */
function policyDate(locale: string): string {
  if (!locale || locale === 'en' || locale === 'pseudo') return POLICY_UPDATED;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${POLICY_UPDATED_ISO}T00:00:00Z`),
  );
}

/** A policy's bullets, a catalogue message each; `components` marks up parts of every one (a bold lead). */
export function PolicyList({
  items,
  components,
}: {
  items: MessageKey[];
  components?: ComponentProps<typeof T>['components'];
}) {
  const t = useT();
  return (
    <ul>
      {items.map((id) => (
        <li key={id}>{components ? <T id={id} components={components} /> : t(id)}</li>
      ))}
    </ul>
  );
}

/** A mailbox at the site's own domain; before the domain is known, the catalogue's `fallback` words. */
export function PolicyMail({
  box,
  subject,
  fallback,
}: {
  box: string;
  subject?: string;
  fallback: MessageKey;
}) {
  const t = useT();
  const domain = usePrimaryDomain();
  if (!domain) return <span>{t(fallback)}</span>;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return (
    <a data-content="" href={`mailto:${box}@${domain}${query}`}>
      {`${box}@${domain}`}
    </a>
  );
}

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Shared frame of the Privacy and DMCA pages: title, date, contents and numbered sections. */
export function PolicyPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-6xl px-5 py-10 md:px-6 md:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wider text-accent-fg uppercase">
          {t('pages.policy.legal')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">
          <T
            id="pages.policy.lastUpdated"
            values={{ date: policyDate(locale) }}
            components={{ 0: <time dateTime={POLICY_UPDATED_ISO} /> }}
          />
        </p>
        <div className="mt-6 text-[15px] leading-relaxed text-fg-secondary">{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('pages.policy.onThisPage')} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wider text-subtle uppercase">
              {t('pages.policy.onThisPage')}
            </p>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="rounded text-muted hover:text-white">
                    {formatNumber(i + 1)}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
              <h2 id={`${s.id}-h`} className="text-xl font-bold tracking-tight text-white">
                <span className="me-2 text-subtle">{formatNumber(i + 1)}.</span>
                {s.title}
              </h2>
              <div className="policy-body mt-3 space-y-3 text-[15px] leading-relaxed text-fg-secondary [&_a]:text-accent-fg [&_a]:underline [&_a]:underline-offset-2 [&_li]:ms-5 [&_li]:list-disc [&_li]:ps-1 [&_strong]:text-fg [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
