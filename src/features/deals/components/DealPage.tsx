import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDealOverview } from '../api/deal-overview';
import { DealFee } from './DealFee';
import { DealHeader } from './DealHeader';
import { DealLoadError } from './DealLoadError';
import { DealNextStep } from './DealNextStep';
import { DealStaleNotice } from './DealStaleNotice';
import { DealSteps } from './DealSteps';
import { DealTeaser } from './DealTeaser';
import type { DealSeat } from '../next-step-words';
import { ListingChanges } from './ListingChanges';
import { SignedNda } from './SignedNda';

type Props = {
  dealId: string;
  viewerName?: string;
  /**
   * The viewer is a principal of the deal (its buyer, the listing's owner) or an admin: the
   * principals' own cards (their signed NDA, the buyer's access fee) are theirs. False for a team
   * member of any role and state (a member signed their own NDA at the invitation and pays
   * nothing), and while it is not known yet.
   */
  principal?: boolean;
  /**
   * Who looks (the route reads it from public.deal_team(), loaded with the deal): the next step
   * speaks to them and offers only what they may do. Default: a principal when `principal` says
   * so, else not known (then the next step says only what happens).
   */
  seat?: DealSeat;
  /**
   * A closing checklist runs (src/features/closing, composed by the route): the deal is won by
   * closing it there (public.close_deal()); move_deal() to won is refused, so no button here.
   */
  closingRunning?: boolean;
};

/**
 * One deal: its steps, the next step for whoever looks, the fee explained, the teaser. Each part
 * is its own component; this one waits for the deal and puts them in order.
 */
export function DealPage({
  dealId,
  viewerName,
  principal = false,
  seat = principal ? { kind: 'principal' } : { kind: 'unknown' },
  closingRunning = false,
}: Props) {
  const { t } = useTranslation('deals');
  const overview = useDealOverview(dealId);

  if (overview.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  // A failed refetch keeps the deal read before (the connection banner says it is not fresh).
  if (overview.isError && !overview.data)
    return <DealLoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const deal = overview.data;
  if (!deal)
    return (
      <Alert color="gray" role="status" title={t('page.notFoundTitle')}>
        {t('page.notFound')}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <DealHeader deal={deal} />
      {/* The next step first (issue 33: on a phone it is in view without scrolling). */}
      <DealStaleNotice deal={deal} />
      <DealNextStep
        deal={deal}
        viewerName={viewerName}
        seat={seat}
        closingRunning={closingRunning}
      />
      <ListingChanges dealId={deal.id} />
      <DealSteps deal={deal} />
      {/* The principals' signed NDA (a team member signed their own, at their invitation). */}
      {deal.nda_signed_at && principal && (
        <SignedNda deal={{ ...deal, nda_signed_at: deal.nda_signed_at }} />
      )}
      {/* The buyer's access fee: the buyer's alone (the invoice is theirs), no member's. */}
      {principal && <DealFee deal={deal} />}
      {/* Who decides access, told to both sides in the same words as the security page. */}
      <Text size="sm" c="dimmed" data-testid="who-decides">
        {t('whoDecides')}
      </Text>
      <DealTeaser deal={deal} />
    </Stack>
  );
}
