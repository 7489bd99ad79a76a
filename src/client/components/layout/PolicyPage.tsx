import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

export const POLICY_UPDATED = 'January 15, 2025';

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
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-6xl px-5 py-10 md:px-6 md:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wider text-brand-hover uppercase">Legal</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-zinc-400">
          Last updated <time dateTime="2025-01-15">{POLICY_UPDATED}</time>
        </p>
        <div className="mt-6 text-[15px] leading-relaxed text-zinc-300">{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">On this page</p>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="rounded text-zinc-400 hover:text-white">
                    {i + 1}. {s.title}
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
                <span className="me-2 text-zinc-500">{i + 1}.</span>
                {s.title}
              </h2>
              <div className="policy-body mt-3 space-y-3 text-[15px] leading-relaxed text-zinc-300 [&_a]:text-brand-hover [&_a]:underline [&_a]:underline-offset-2 [&_li]:ms-5 [&_li]:list-disc [&_li]:ps-1 [&_strong]:text-zinc-100 [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
