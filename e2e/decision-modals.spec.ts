// Issue 32: the owner's decisions on a deal page ask first, in both languages, on a phone and a
// desktop: granting states the fee the buyer is charged and what is revealed; declining asks for a
// reason from the list. Cancel leaves the deal as it was. Screenshots of each modal.
import { expect, test } from '@playwright/test';
import { serviceClient as service } from '../tests/support/accounts';
import { texts, type Language } from './support/accounts';
import {
  listingOf,
  ndaSigned,
  partyName,
  signedInPage,
  verifiedParty,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/decision-modals';

for (const language of ['en', 'de'] as const satisfies readonly Language[]) {
  test(`owner decisions ask first and say what they do (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const [seller, buyer] = await Promise.all([
      verifiedParty('company', partyName('company', `dm-${stamp}`), `e2e-dm-seller-${stamp}`),
      verifiedParty('investor', partyName('investor', `dm-${stamp}`), `e2e-dm-buyer-${stamp}`),
    ]);
    const listingId = await listingOf(seller, {
      title: `Modal ${stamp} GmbH`,
      teaser: 'Precision parts for the automotive industry.',
    });
    const dealId = await ndaSigned(buyer, listingId);
    const asked = await buyer.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_requested',
    });
    expect(asked.error).toBeNull();

    for (const width of [390, 1280]) {
      const page = await signedInPage(browser, language, seller.email, width);
      await page.goto(`/deals/${dealId}`);
      await expect(page.getByTestId('who-decides')).toHaveText(t('deals', 'whoDecides'));

      await page.getByRole('button', { name: t('deals', 'next.grant') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(
        t('deals', 'decision.access_granted.title', { name: buyer.name }),
      );
      await expect(dialog).toContainText(language === 'de' ? '500 €' : '€500');
      await page.screenshot({ path: `${SHOTS}/grant-${language}-${width}.png` });
      await dialog.getByRole('button', { name: t('common', 'decision.cancel') }).click();
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: t('deals', 'next.decline') }).click();
      await dialog.getByTestId('decision-confirm').click();
      await expect(dialog).toContainText(t('common', 'decision.reasonRequired'));
      await dialog.getByPlaceholder(t('common', 'decision.reasonPlaceholder')).click();
      await page.screenshot({ path: `${SHOTS}/decline-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: t('common', 'decision.cancel') }).click();
      await expect(dialog).toHaveCount(0);
      await page.close();
    }
    // Nothing was decided: the request still waits for the owner.
    const { data } = await service().from('deals').select('stage').eq('id', dealId).single();
    expect(data?.stage).toBe('access_requested');
  });
}
