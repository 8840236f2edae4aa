import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Unread messages of one deal: the number, read out as "3 unread messages". Nothing at zero. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('deals');
  if (count <= 0) return null;
  return (
    <Badge color="red" variant="filled" data-testid="deal-unread">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('unread.label', { count })}</VisuallyHidden>
    </Badge>
  );
}
