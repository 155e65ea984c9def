import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3941';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/user/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(`${base}/audit-log`);
  await page.getByText('Changes, newest first').waitFor();
  await page.waitForTimeout(2500);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(w, 'sideways overflow px', sideways);
  await page.screenshot({ path: `/tmp/h18-audit-${w}.png` });
  const expand = page.getByRole('button', { name: /expand row/i }).first();
  await expand.click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/h18-audit-${w}-open.png`, fullPage: w === 390 });
  await page.close();
}
await browser.close();
