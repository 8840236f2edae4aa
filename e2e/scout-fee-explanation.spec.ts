// Issue 31: the scout's dashboard explains how the success fee is set, next to "Total earnings",
// in both languages, fitting a phone. Screenshots go to test-results/invoices-screens/.
import { expect, test } from '@playwright/test';
import { SCOUT_EMAIL, texts } from './support/accounts';
import { signedInPage } from './support/deal-parties';

for (const language of ['en', 'de'] as const) {
  test(`scout dashboard explains the fee (${language})`, async ({ browser }) => {
    const t = texts(language);
    const page = await signedInPage(browser, language, SCOUT_EMAIL, 1280);
    await page.goto('/dashboard');
    const explanation = page.getByTestId('fee-explanation');
    await expect(explanation).toContainText(t('dashboard', 'feeExplanation.title'));
    await expect(explanation).toContainText(t('dashboard', 'feeExplanation.text'));
    // Folded to its title on the dashboard (issue 33); it opens to the whole text.
    await explanation.getByText(t('dashboard', 'feeExplanation.title')).click();
    await expect(explanation.getByText(t('dashboard', 'feeExplanation.text'))).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await explanation.screenshot({
        path: `test-results/invoices-screens/scout-fee-${language}-${width}.png`,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
}
