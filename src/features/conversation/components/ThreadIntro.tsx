import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThreadPage } from '../api/deal-thread';

/** Who the conversation is with, and (before access) that contact details are masked. */
export function ThreadIntro({ header }: { header: ThreadPage }) {
  const { t } = useTranslation('conversation');
  // The header names the other side inside a sentence ("Mit dem Käufer").
  const ownerInline = header.owner_name ?? t('inline.ownerHidden');
  const buyerInline = header.buyer_name ?? t('inline.buyer');
  return (
    <>
      <Text size="sm" c="dimmed">
        {header.my_side === 'buyer'
          ? t('with', { name: ownerInline })
          : header.my_side === 'owner'
            ? t('with', { name: buyerInline })
            : t('between', { buyer: buyerInline, owner: ownerInline })}
      </Text>
      {!header.access_granted && (
        <Alert color="blue" variant="light" p="xs">
          <Text size="sm">
            {header.my_side === 'owner' ? t('maskedNotice.owner') : t('maskedNotice.buyer')}
          </Text>
        </Alert>
      )}
    </>
  );
}
