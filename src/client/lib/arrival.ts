/**
 * Whether the page in front of the visitor is one another site opened. Any site can open a
 * Marquee address in a new window; what that page does on its own (record a title in a
 * signed-in visitor's history) must wait for the visitor to act. A document counts as opened
 * from elsewhere unless its referrer is this origin: a referrer can be withheld
 * (`rel=noreferrer`, a referrer policy) but not forged, and our own policy
 * (strict-origin-when-cross-origin) sends it on every same-origin navigation.
 */

/** The path of the page this document was opened at, when another site opened it; else null. */
export function crossSiteLandingPath(): string | null {
  if (typeof document === 'undefined') return null;
  try {
    if (document.referrer && new URL(document.referrer).origin === window.location.origin) return null;
  } catch {
    // An unreadable referrer is no proof of a same-origin opening.
  }
  // The document's own address (Navigation Timing), not the current one: in-app navigation
  // has changed that since.
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  if (!navigation?.name) return null;
  return new URL(navigation.name).pathname;
}
