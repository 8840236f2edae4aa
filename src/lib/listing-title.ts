import { useTranslation } from 'react-i18next';
import type { Database } from './database.types';

type Enums = Database['public']['Enums'];

/** The teaser fields an anonymous title is made from. */
export type TitleFields = {
  type: Enums['listing_type'];
  industry: Enums['industry'];
  location: Enums['location'];
  revenue: Enums['revenue_range'];
};

/**
 * The title of a listing whose real title the viewer may not see (before an approved unlock),
 * written from its teaser data so that cards differ and read naturally in both languages:
 * "Manufacturing business in the United Kingdom, €10M–20M revenue",
 * "Gesucht: Immobilienunternehmen in der Schweiz, 20–50 Mio. € Umsatz".
 * Each location carries its own preposition and article ("in der Schweiz", "im Vereinigten
 * Königreich", "in einem anderen EU-Land").
 */
export function useAnonymousListingTitle(language?: string): (listing: TitleFields) => string {
  // A given language (the owner's preview in the other language) instead of the UI's.
  const { t } = useTranslation('listings', { lng: language });
  return (listing) =>
    t(`titles.template.${listing.type}`, {
      business: t(`titles.business.${listing.industry}`),
      inLocation: t(`titles.inLocation.${listing.location}`),
      revenue: t(`enums.revenue.${listing.revenue}`),
    });
}
