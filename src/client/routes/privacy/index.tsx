import { Link } from 'wouter';
import { PolicyPage, type PolicySection } from '../../components/layout/PolicyPage';
import { usePrimaryDomain } from '../../components/layout/platform';

function Contact({ box }: { box: string }) {
  const domain = usePrimaryDomain();
  if (!domain) return <span>the address listed on the Platform Info page</span>;
  return <a href={`mailto:${box}@${domain}`}>{`${box}@${domain}`}</a>;
}

const sections: PolicySection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <>
        <p>You can browse, search and watch without an account. If you create one, we keep:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your username, email address, role, premium status and the date
            you joined. Your password is never stored; we keep only an Argon2id hash of it.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> a random token stays in your browser. Our server keeps only a
            SHA-256 fingerprint of it and its expiry, so our database alone cannot be used to sign in as you.
          </li>
          <li>
            <strong>Watch history:</strong> which movies and episodes you opened, when, and how far you got,
            so Continue Watching and recommendations work on every device you use.
          </li>
          <li>
            <strong>Server logs:</strong> IP address, requested address, response status and timing. We use
            them to keep the service running and to slow down repeated failed sign-ins.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'device',
    title: 'What stays on your device',
    body: (
      <p>
        Your sign-in token, playback and display preferences (such as your default streaming server), recent
        searches, and watch history recorded while signed out are kept in your browser's local storage under
        keys starting with <code>marquee_</code>. Marquee sets no advertising or tracking cookies and runs no
        third-party analytics. Signing out removes the account data kept on the device; clearing your
        browser's site data removes everything.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <>
        <p>We use your information only to run Marquee:</p>
        <ul>
          <li>to sign you in and keep your session alive;</li>
          <li>to sync your watch history and build Continue Watching and recommendations;</li>
          <li>to protect accounts, for example by limiting repeated failed sign-ins;</li>
          <li>to diagnose errors and keep the service available.</li>
        </ul>
        <p>We do not sell your information, share it with advertisers, or use it to profile you.</p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party players and services',
    body: (
      <>
        <p>
          Marquee hosts no video. When you press play, your browser loads a player run by an independent
          streaming provider and connects to it directly. That provider can see your IP address, may set its
          own cookies or show its own advertising, and follows its own privacy policy, which we do not
          control. Choosing a different server in the player switches to a different provider.
        </p>
        <p>
          Posters, backdrops and title information come from a movie-database service and may be loaded from
          its image servers. Trailers are embedded from a video site when you open them.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Watch history that has not been touched for 15 days is deleted automatically.</li>
        <li>
          Sessions end after 30 days without use, immediately when you sign out, and on other devices when you
          change your password.
        </li>
        <li>Server logs are kept only as long as needed to operate and secure the service.</li>
        <li>Account details are kept until you ask us to delete your account.</li>
      </ul>
    ),
  },
  {
    id: 'choices',
    title: 'Your choices',
    body: (
      <>
        <p>
          In <Link href="/settings">Settings</Link> you can change your username, email and password, export
          your preferences, move local watch history to your account, and clear your watch history at any
          time. You can remove single titles from <Link href="/my-list">My List</Link>.
        </p>
        <p>
          To get a copy of your account data or to have your account deleted, write to{' '}
          <Contact box="privacy" /> from the email address on the account.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords and session tokens are stored only as one-way hashes, access to administrative tools is
        limited to staff accounts and checked on the server, and sign-in attempts are rate-limited. No service
        is perfectly secure; please use a password you do not use anywhere else.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Marquee is not directed at children under 13, and we do not knowingly create accounts for them. If you
        believe a child has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        When this policy changes, the date at the top of the page changes with it. Questions about privacy go
        to <Contact box="privacy" />.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={
        <p>
          Marquee is a catalogue of movies and TV shows. This policy explains what we learn about you when you
          browse, create an account and watch through the embedded players, what we do with it, and the
          choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
