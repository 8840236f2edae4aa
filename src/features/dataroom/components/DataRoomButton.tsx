import { Button, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFolders } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The owner's data room (uploads, folders, read log) loads when it is opened.
const OwnerDataRoom = lazy(() =>
  import('./OwnerDataRoom').then((module) => ({ default: module.OwnerDataRoom })),
);

/** On an owned listing: opens its data room (full screen on phones). */
export function DataRoomButton({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useTranslation('dataroom');
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFolders size={16} aria-hidden />}
        aria-label={t('owner.openLabel', { title })}
        onClick={() => setOpened(true)}
      >
        {t('owner.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('owner.modalTitle', { title })}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('owner.close') }}
      >
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <OwnerDataRoom listingId={listingId} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
