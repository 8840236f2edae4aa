import { chromium } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:44173';
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const [lang, width] of [['de', 390], ['en', 1366], ['en', 390], ['de', 1366]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript((l) => { localStorage.setItem('cookie-consent', 'true'); localStorage.setItem('preferred-language', l); }, lang);
  const shot = async (name) => page.screenshot({ path: `/tmp/shots/${name}-${lang}-${width}.png`, fullPage: false });
  await page.goto(`${base}/confirm-email?email=verylongaddress.for.testing@example-company.de`); await page.waitForTimeout(1200); await shot('confirm');
  await page.goto(`${base}/forgot-password`); await page.waitForTimeout(800); await shot('forgot');
  await page.goto(`${base}/login`); await page.waitForTimeout(800);
  await page.locator('input[name=email]').fill('admin@dealbridge.test'); await page.locator('input[name=password]').fill('Demo-Passw0rd!');
  await page.locator('form button[type=submit]').click(); await page.waitForURL(/dashboard/); await page.waitForTimeout(1500); await shot('mfa');
  await page.locator('input[name=code]').fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('DEMOADMINTOTPSECRETDEALBRIDGE234') }).generate());
  await page.locator('input[name=code]').press('Enter'); await page.waitForTimeout(2500); await shot('console');
  await page.goto(`${base}/profile`); await page.waitForTimeout(1200);
  await page.getByRole('tab').nth(2).click(); await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/security-${lang}-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
