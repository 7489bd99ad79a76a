import { launchBrowser, newPage, startServer } from './helpers';
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, server.baseUrl, 'desktop');
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('/');
  await page.waitForTimeout(1000);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForTimeout(1500);
  console.log((await page.content()).slice(0, 3000));
  await page.screenshot({ path: '/tmp/dbg.png' });
} finally {
  await browser.close();
  await server.stop();
}
