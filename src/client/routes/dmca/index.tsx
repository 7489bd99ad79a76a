import { Link } from 'wouter';
import { PolicyPage, type PolicySection } from '../../components/layout/PolicyPage';
import { usePrimaryDomain } from '../../components/layout/platform';

function Agent() {
  const domain = usePrimaryDomain();
  if (!domain) return <span>the DMCA address listed on the Platform Info page</span>;
  return <a href={`mailto:dmca@${domain}?subject=DMCA%20Notice`}>{`dmca@${domain}`}</a>;
}

const sections: PolicySection[] = [
  {
    id: 'no-files',
    title: 'Marquee hosts no files',
    body: (
      <>
        <p>
          Marquee is a catalogue. It shows information and artwork about movies and TV shows, supplied by a
          third-party movie-database service, and a list of streaming servers whose players it embeds. No
          video file is uploaded to, stored on or transmitted by Marquee's servers: when someone presses play,
          their browser loads the video from the independent provider that runs that player.
        </p>
        <p>
          Removing something from Marquee therefore removes our <strong>link</strong> to it, not the file. To
          have a file itself taken down, also contact the provider that hosts it.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-remove',
    title: 'What we can take down',
    body: (
      <ul>
        <li>the player link for a specific movie or episode page on Marquee;</li>
        <li>
          a streaming server's entry in our server configuration, which removes that provider's player from
          every title;
        </li>
        <li>artwork, text or other material displayed on our own pages.</li>
      </ul>
    ),
  },
  {
    id: 'notice',
    title: 'How to send a notice',
    body: (
      <>
        <p>
          If you own the copyright in a work, or are authorised to act for the owner, and believe Marquee
          links to an infringing copy, send a written notice that includes:
        </p>
        <ul>
          <li>your physical or electronic signature;</li>
          <li>identification of the copyrighted work (or a representative list if several are affected);</li>
          <li>
            the exact Marquee address of each page concerned, for example a <code>/movie/…</code>,{' '}
            <code>/tv/…</code> or <code>/watch/…</code> link, and the streaming server named in the player if
            the notice is about one provider;
          </li>
          <li>your name, postal address, telephone number and email address;</li>
          <li>
            a statement that you believe in good faith that the use is not authorised by the copyright owner,
            its agent or the law;
          </li>
          <li>
            a statement that the information in the notice is accurate and, under penalty of perjury, that you
            are the owner or authorised to act for the owner.
          </li>
        </ul>
        <p>
          Send it to <Agent /> with the subject "DMCA Notice". Notices missing these elements may not be
          actionable, and we may ask you for the missing details.
        </p>
      </>
    ),
  },
  {
    id: 'next',
    title: 'What happens next',
    body: (
      <p>
        We review complete notices promptly. When a notice is valid we disable the link or configuration entry
        it identifies, confirm to you what was removed, and, where we can identify who supplied the entry, let
        them know so they can respond.
      </p>
    ),
  },
  {
    id: 'counter',
    title: 'Counter-notices',
    body: (
      <p>
        If you believe material was removed by mistake or misidentification, you may send a counter-notice to
        the same address with your signature, the material removed and where it appeared, a statement under
        penalty of perjury that you believe in good faith it was removed by mistake, and your name, address
        and telephone number with consent to the jurisdiction of the appropriate court. We forward valid
        counter-notices to the original complainant and may restore the material unless they tell us they have
        started legal action.
      </p>
    ),
  },
  {
    id: 'repeat',
    title: 'Repeat infringement and misuse',
    body: (
      <>
        <p>
          We remove streaming providers that are the subject of repeated valid notices from our server
          configuration and may close accounts involved in repeated infringement.
        </p>
        <p>
          Knowingly misrepresenting that material is infringing, or that it was removed by mistake, can make
          you liable for damages. If you are unsure whether material infringes, consider seeking legal advice
          first. Questions about this policy can go to the same address; see also our{' '}
          <Link href="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];

export default function DmcaPolicy() {
  return (
    <PolicyPage
      title="DMCA Policy"
      intro={
        <p>
          Marquee respects the rights of copyright owners and responds to notices of claimed infringement
          under the Digital Millennium Copyright Act (17 U.S.C. § 512). This page explains what Marquee
          actually publishes, what we can remove, and how to reach us.
        </p>
      }
      sections={sections}
    />
  );
}
