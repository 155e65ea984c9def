import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt/import/tests/chromium.mjs';
const base = 'http://127.0.0.1:8550';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/user/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user'), { timeout: 30000 });
  await page.goto(`${base}/import`);
  await page.getByText('1. Choose what to import').waitFor({ timeout: 30000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/import-shots/import-${w}-empty.png`, fullPage: false });
  // Students: upload a file with one good and one bad row, map, dry run.
  await page.getByLabel('What to import').first().click({ force: true });
  await page.locator('.ant-select-item-option[title="Students"]').click();
  const csv = 'Student ID,First Name,Last Name,Email,Mobile Phone,Status\r\nIMP001,Ana,Silva,ana.imp@example.com,+1 416 555 0101,active\r\nIMP002,,NoName,bad-mail,,sleeping\r\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText('2. Match the columns').waitFor({ timeout: 30000 });
  await page.getByRole('button', { name: 'Check every row' }).click();
  await page.getByText('3. Check the result').waitFor({ timeout: 30000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/import-shots/import-${w}-dryrun.png`, fullPage: true });
  if (w === 1280) {
    await page.getByRole('button', { name: /Import 1 rows/ }).click();
    await page.getByText(/Import #\d+: done/).waitFor({ timeout: 60000 });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/import-shots/import-${w}-done.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
