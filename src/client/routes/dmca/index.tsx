import { Link } from 'wouter';
import { PolicyPage, type PolicySection } from '../../components/layout/PolicyPage';
import { usePrimaryDomain } from '../../components/layout/platform';
import { T, useT } from '../../i18n/react';

function Agent() {
  const t = useT();
  const domain = usePrimaryDomain();
  if (!domain) return <span>{t('pages.dmca.agentFallback')}</span>;
  return (
    <a data-content="" href={`mailto:dmca@${domain}?subject=DMCA%20Notice`}>
      {`dmca@${domain}`}
    </a>
  );
}

export default function DmcaPolicy() {
  const t = useT();
  const sections: PolicySection[] = [
    {
      id: 'no-files',
      title: t('pages.dmca.noFilesTitle'),
      body: (
        <>
          <p>{t('pages.dmca.noFilesCatalogue')}</p>
          <p>
            <T id="pages.dmca.noFilesLink" components={{ 0: <strong /> }} />
          </p>
        </>
      ),
    },
    {
      id: 'what-we-remove',
      title: t('pages.dmca.removeTitle'),
      body: (
        <ul>
          <li>{t('pages.dmca.removeLink')}</li>
          <li>{t('pages.dmca.removeServer')}</li>
          <li>{t('pages.dmca.removeMaterial')}</li>
        </ul>
      ),
    },
    {
      id: 'notice',
      title: t('pages.dmca.noticeTitle'),
      body: (
        <>
          <p>{t('pages.dmca.noticeIntro')}</p>
          <ul>
            <li>{t('pages.dmca.noticeSignature')}</li>
            <li>{t('pages.dmca.noticeWork')}</li>
            <li>
              <T
                id="pages.dmca.noticeAddress"
                components={{
                  0: <code data-content="">/movie/…</code>,
                  1: <code data-content="">/tv/…</code>,
                  2: <code data-content="">/watch/…</code>,
                }}
              />
            </li>
            <li>{t('pages.dmca.noticeContact')}</li>
            <li>{t('pages.dmca.noticeGoodFaith')}</li>
            <li>{t('pages.dmca.noticeAccurate')}</li>
          </ul>
          <p>
            <T id="pages.dmca.noticeSend" components={{ 0: <Agent /> }} />
          </p>
        </>
      ),
    },
    {
      id: 'next',
      title: t('pages.dmca.nextTitle'),
      body: <p>{t('pages.dmca.nextText')}</p>,
    },
    {
      id: 'counter',
      title: t('pages.dmca.counterTitle'),
      body: <p>{t('pages.dmca.counterText')}</p>,
    },
    {
      id: 'repeat',
      title: t('pages.dmca.repeatTitle'),
      body: (
        <>
          <p>{t('pages.dmca.repeatRemove')}</p>
          <p>
            <T id="pages.dmca.repeatMisuse" components={{ 0: <Link href="/privacy" /> }} />
          </p>
        </>
      ),
    },
  ];
  return (
    <PolicyPage title={t('pages.dmca.title')} intro={<p>{t('pages.dmca.intro')}</p>} sections={sections} />
  );
}
