import { Link } from 'wouter';
import { PolicyList, PolicyMail, PolicyPage, type PolicySection } from '../../components/layout/PolicyPage';
import { T, useT } from '../../i18n/react';

export default function PrivacyPolicy() {
  const t = useT();
  const sections: PolicySection[] = [
    {
      id: 'collect',
      title: t('pages.privacy.collectTitle'),
      body: (
        <>
          <p>{t('pages.privacy.collectIntro')}</p>
          <PolicyList
            items={[
              'pages.privacy.collectAccount',
              'pages.privacy.collectSessions',
              'pages.privacy.collectHistory',
              'pages.privacy.collectLogs',
            ]}
            components={{ 0: <strong /> }}
          />
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
          <PolicyList
            items={[
              'pages.privacy.useSignIn',
              'pages.privacy.useSync',
              'pages.privacy.useProtect',
              'pages.privacy.useDiagnose',
            ]}
          />
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
        <PolicyList
          items={[
            'pages.privacy.retentionHistory',
            'pages.privacy.retentionSessions',
            'pages.privacy.retentionLogs',
            'pages.privacy.retentionAccount',
          ]}
        />
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
            <T
              id="pages.privacy.choicesRequest"
              components={{ 0: <PolicyMail box="privacy" fallback="pages.privacy.contactFallback" /> }}
            />
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
          <T
            id="pages.privacy.changesText"
            components={{ 0: <PolicyMail box="privacy" fallback="pages.privacy.contactFallback" /> }}
          />
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
