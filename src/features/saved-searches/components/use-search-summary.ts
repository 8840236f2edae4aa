import { useTranslation } from 'react-i18next';
import type { SavedSearchFilters } from '../api/saved-search-schema';
import '../i18n';

/** A search in words: the query in quotes and the filters' labels, or "All new listings". */
export function useSearchSummary(): (filters: SavedSearchFilters) => string {
  const { t } = useTranslation(['savedSearches', 'listings']);
  return (filters) => {
    const parts = [
      filters.q ? t('savedSearches:save.quoted', { q: filters.q }) : null,
      filters.industry ? t(`listings:enums.industry.${filters.industry}`) : null,
      filters.revenue ? t(`listings:enums.revenue.${filters.revenue}`) : null,
      filters.location ? t(`listings:enums.location.${filters.location}`) : null,
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('savedSearches:save.everything');
  };
}
