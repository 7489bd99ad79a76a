import { Link } from 'wouter';
import { PolicyPage, type PolicySection } from '../../components/layout/PolicyPage';
import { usePrimaryDomain } from '../../components/layout/platform';
import { T, useT } from '../../i18n/react';

function Contact({ box }: { box: string }) {
  const t = useT();
  const domain = usePrimaryDomain();
  if (!domain) return <span>{t('pages.privacy.contactFallback')}</span>;
  return <a data-content="" href={`mailto:${box}@${domain}`}>{`${box}@${domain}`}</a>;
}

const strong = { 0: <strong /> };

export default function PrivacyPolicy() {
  const t = useT();
  const sections: PolicySection[] = [
    {
      id: 'collect',
      title: t('pages.privacy.collectTitle'),
      body: (
        <>
          <p>{t('pages.privacy.collectIntro')}</p>
          <ul>
            <li>
              <T id="pages.privacy.collectAccount" components={strong} />
            </li>
            <li>
              <T id="pages.privacy.collectSessions" components={strong} />
            </li>
            <li>
              <T id="pages.privacy.collectHistory" components={strong} />
            </li>
            <li>
              <T id="pages.privacy.collectLogs" components={strong} />
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'device',
      title: t('pages.privacy.deviceTitle'),
      body: (
        <p>
          <T id="pages.privacy.deviceText" components={{ 0: <code data-content="">marquee_</code> }} />
        </p>
      ),
    },
    {
      id: 'use',
      title: t('pages.privacy.useTitle'),
      body: (
        <>
          <p>{t('pages.privacy.useIntro')}</p>
          <ul>
            <li>{t('pages.privacy.useSignIn')}</li>
            <li>{t('pages.privacy.useSync')}</li>
            <li>{t('pages.privacy.useProtect')}</li>
            <li>{t('pages.privacy.useDiagnose')}</li>
          </ul>
          <p>{t('pages.privacy.useNoSale')}</p>
        </>
      ),
    },
    {
      id: 'third-parties',
      title: t('pages.privacy.thirdPartiesTitle'),
      body: (
        <>
          <p>{t('pages.privacy.thirdPartiesPlayers')}</p>
          <p>{t('pages.privacy.thirdPartiesArtwork')}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('pages.privacy.retentionTitle'),
      body: (
        <ul>
          <li>{t('pages.privacy.retentionHistory')}</li>
          <li>{t('pages.privacy.retentionSessions')}</li>
          <li>{t('pages.privacy.retentionLogs')}</li>
          <li>{t('pages.privacy.retentionAccount')}</li>
        </ul>
      ),
    },
    {
      id: 'choices',
      title: t('pages.privacy.choicesTitle'),
      body: (
        <>
          <p>
            <T
              id="pages.privacy.choicesSettings"
              components={{ 0: <Link href="/settings" />, 1: <Link href="/my-list" /> }}
            />
          </p>
          <p>
            <T id="pages.privacy.choicesRequest" components={{ 0: <Contact box="privacy" /> }} />
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: t('pages.privacy.securityTitle'),
      body: <p>{t('pages.privacy.securityText')}</p>,
    },
    {
      id: 'children',
      title: t('pages.privacy.childrenTitle'),
      body: <p>{t('pages.privacy.childrenText')}</p>,
    },
    {
      id: 'changes',
      title: t('pages.privacy.changesTitle'),
      body: (
        <p>
          <T id="pages.privacy.changesText" components={{ 0: <Contact box="privacy" /> }} />
        </p>
      ),
    },
  ];
  return (
    <PolicyPage
      title={t('pages.privacy.title')}
      intro={<p>{t('pages.privacy.intro')}</p>}
      sections={sections}
    />
  );
}
