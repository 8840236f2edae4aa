// The confirmation of a decision that cannot be taken back (src/components/ConfirmDecisionModal):
// it states what will happen; a reason from its list, and words, where the other side is told why.
import { expect, type Page } from '@playwright/test';
import { texts, type Language } from './accounts';

/**
 * In the open confirmation: checks each expected consequence is stated, picks the reason (its
 * label) and writes the note when given, then confirms. Returns once the dialog has closed.
 */
export async function confirmDecision(
  page: Page,
  language: Language,
  options: { says?: string[]; reason?: string; note?: string } = {},
) {
  const t = texts(language);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const line of options.says ?? []) await expect(dialog).toContainText(line);
  if (options.reason) {
    await dialog.getByPlaceholder(t('common', 'decision.reasonPlaceholder')).click();
    await page.getByRole('option', { name: options.reason, exact: true }).click();
  }
  if (options.note) await dialog.locator('textarea').fill(options.note);
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toHaveCount(0);
}
