import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNLOCK_PRICE_EUR } from '../api/request-unlock';
import { DealModal } from './DealModal';
import type { DealListing, DealViewer } from './types';

type Props = {
  listing: DealListing;
  viewer: DealViewer;
  viewerName?: string;
  onChanged?: () => void;
};

/** Buttons on a deal card: open the deal, and for investors the Unlock (500 EUR) button. */
export function DealActions({ listing, viewer, viewerName, onChanged }: Props) {
  const { t } = useTranslation('deals');
  const [opened, setOpened] = useState(false);
  const showUnlock = viewer.role === 'investor' && listing.user_id !== viewer.id && !listing.details;
  return (
    <>
      <Group gap="xs" mt="sm">
        <Button variant="light" onClick={() => setOpened(true)}>
          {t('actions.view')}
        </Button>
        {showUnlock && (
          <Button
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {t('actions.unlock', { price: UNLOCK_PRICE_EUR })}
          </Button>
        )}
      </Group>
      <DealModal
        listing={listing}
        viewer={viewer}
        viewerName={viewerName}
        opened={opened}
        onClose={() => setOpened(false)}
        onChanged={onChanged}
      />
    </>
  );
}
