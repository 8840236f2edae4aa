import { Stack } from '@mantine/core';
import { CapacitySection } from './CapacitySection';
import { InvestmentProfileSection } from './InvestmentProfileForm';

/** The profile's "Investment profile" tab: what the buyer looks for, and their verified capacity. */
export function InvestmentTab({ userId }: { userId: string }) {
  return (
    <Stack gap="xl">
      <InvestmentProfileSection userId={userId} />
      <CapacitySection userId={userId} />
    </Stack>
  );
}
