import { Link } from 'wouter';
import { PolicyList, PolicyMail, PolicyPage, type PolicySection } from '../../components/layout/PolicyPage';
import { T, useT } from '../../i18n/react';

const Agent = () => <PolicyMail box="dmca" subject="DMCA Notice" fallback="pages.dmca.agentFallback" />;

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
        <PolicyList
          items={['pages.dmca.removeLink', 'pages.dmca.removeServer', 'pages.dmca.removeMaterial']}
        />
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
