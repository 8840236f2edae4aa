import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../api/paging';
import { pageBounds } from '../format';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
};

/** "21–40 of 45" and the page buttons (only when there is more than one page). */
export function ListPager({ page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation('admin');
  const pages = pageCount(total, pageSize);
  const { from, to } = pageBounds(page, pageSize, total);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-range" data-total={total}>
        {t('common.range', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          aria-label={t('common.pagination')}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('common.previousPage') }
              : control === 'next'
                ? { 'aria-label': t('common.nextPage') }
                : {}
          }
        />
      )}
    </Group>
  );
}
