import { launchBrowser, newPage, startServer } from './helpers';
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, context } = await newPage(browser, server.baseUrl, 'desktop');
  await context.addInitScript(() => localStorage.setItem('marquee_welcome_shown', 'true'));
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('framenavigated', (f) => console.log('nav', f.url()));
  page.on('requestfailed', (r) => console.log('reqfailed', r.url()));
  await page.route(/\/assets\/not-found-[^/]+\.js$/, (r) => r.abort());
  await page.goto('/');
  await page.getByRole('contentinfo').waitFor();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/missing-screen');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/dbg.png' });
} finally {
  await browser.close();
  await server.stop();
}
