import { Skeleton } from '@mantine/core';
import { useBuyerCapacities } from '../api/buyer-capacities';
import { capacityStatus } from '../api/capacity-status';
import { CapacityBadge } from './CapacityBadge';

type Props = {
  buyerId: string;
  /** Every buyer shown beside this one (a pipeline's): their bands come in one request. */
  buyerIds?: readonly string[];
};

/** A buyer's verified capacity as the listing's owner sees it (never the proof). */
export function BuyerCapacityBadge({ buyerId, buyerIds = [buyerId] }: Props) {
  const capacities = useBuyerCapacities(buyerIds);
  if (capacities.isPending) return <Skeleton height={18} width={120} radius="xl" />;
  if (capacities.isError) return null;
  return <CapacityBadge status={capacityStatus(capacities.data.get(buyerId))} />;
}
