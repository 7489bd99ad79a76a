import { expectNoAxeViolations } from './axe';
import { describe, expect, test } from './fixtures';
import { gridCards, screenshot, type ViewportName } from './helpers';

/**
 * A misspelt search on the demo catalogue: the page says which query it answers ("Showing
 * results for …"), the first card is the title meant, and one click searches the words as
 * typed instead. axe runs on the corrected page.
 */
describe.each<ViewportName>(['desktop', 'phone'])('search correction (%s)', (vp) => {
  test('"Showing results for" the correction, and a way back to the words as typed', async ({ open }) => {
    const { page } = await open(vp);
    await page.goto('/search?q=Godfater');
    const line = page.getByTestId('search-correction');
    await line.waitFor();
    expect(await line.textContent()).toBe('Showing results for “godfather”');
    await expect.poll(() => gridCards(page).first().getAttribute('title')).toBe('The Godfather');
    await screenshot(page, `search-correction-${vp}`);

    await expectNoAxeViolations(page, `the corrected search (${vp})`);

    await page.getByRole('button', { name: 'Search for “Godfater” instead' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('exact')).toBe('1');
    await page.getByText('No results found').waitFor();
    expect(await line.count()).toBe(0);

    // A correct query is never corrected.
    await page.goto('/search?q=godfather');
    await gridCards(page).first().waitFor();
    expect(await line.count()).toBe(0);
  });
});
