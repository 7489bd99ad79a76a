import { Link, useLocation } from 'wouter';
import { ChevronLeftIcon, HomeIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { Button, buttonClass } from '../../components/ui/Button';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/react';

export default function NotFound() {
  const t = useT();
  useDocumentTitle(t('shell.notFound.title'));
  const [, navigate] = useLocation();
  // Arriving straight from outside (or a redirect in a fresh tab) leaves nothing to go back to.
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate('/'));

  return (
    <section className="flex min-h-[65vh] items-center justify-center px-5 py-16">
      <div className="max-w-lg text-center">
        <p
          aria-hidden="true"
          className="bg-gradient-to-b from-fg-soft to-control bg-clip-text text-8xl font-black tracking-tighter text-transparent md:text-9xl"
        >
          {formatNumber(404, { useGrouping: false })}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t('shell.notFound.title')}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted">{t('shell.notFound.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/" className={buttonClass('primary', 'lg')}>
            <HomeIcon size={18} /> {t('shell.notFound.goHome')}
          </Link>
          <Button variant="secondary" size="lg" onClick={goBack}>
            <ChevronLeftIcon size={18} /> {t('shell.notFound.goBack')}
          </Button>
        </div>
      </div>
    </section>
  );
}
