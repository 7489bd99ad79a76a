import { launchBrowser, newPage, startServer } from './helpers';
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, context } = await newPage(browser, server.baseUrl, 'phone');
  await context.addInitScript(() => localStorage.setItem('marquee_welcome_shown', 'true'));
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('/');
  await page.waitForTimeout(1000);
  await page.keyboard.press('Tab');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/dbg0.png' });
  const b = page.getByRole('button', { name: 'Open menu' });
  console.log('count', await b.count(), await b.boundingBox(), await b.isVisible(), await b.isEnabled());
  await b.click({ timeout: 3000 }).catch((e) => console.log('click failed', String(e).slice(0, 1500)));
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/dbg.png' });
} finally {
  await browser.close();
  await server.stop();
}
