import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../api/paging';
import { pageBounds } from '../format';
import { formatNumber } from '../../../lib/format';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The count stopped at `total` (a search counts at most 1,000 past the page's start). */
  more?: boolean;
  onChange: (page: number) => void;
};

/**
 * "21–40 of 45" (or "of more than 1,000" when the count stopped short) and the page buttons (only
 * when there is more than one page).
 */
export function ListPager({ page, pageSize, total, more = false, onChange }: Props) {
  const { t, i18n } = useTranslation('admin');
  const pages = pageCount(total, pageSize, more);
  const number = (value: number) => formatNumber(value, i18n.language);
  // With more matches than counted, the page is full.
  const { from, to } = pageBounds(page, pageSize, more ? page * pageSize : total);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text
        size="sm"
        c="dimmed"
        aria-live="polite"
        data-testid="list-range"
        data-total={total}
        data-more={more || undefined}
      >
        {t(more ? 'common.rangeMore' : 'common.range', {
          from: number(from),
          to: number(to),
          total: number(total),
        })}
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
