import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatEur } from './format';
import { Constants } from './database.types';

const {
  industry,
  revenue_range,
  employee_range,
  location,
  listing_type,
  margin_band,
  growth_band,
  region,
  sale_reason,
} = Constants.public.Enums;

/** A listing's teaser columns, as every verified user may read them (the anonymised card). */
export const listingTeaserSchema = z.object({
  id: z.string(),
  type: z.enum(listing_type),
  industry: z.enum(industry),
  revenue: z.enum(revenue_range),
  employees: z.enum(employee_range),
  location: z.enum(location),
  price: z.string().nullable(),
  asking_price_eur: z.number().nullable(),
  anonymized_description: z.string(),
  market_position: z.string().nullable(),
  patents: z.boolean(),
  created_at: z.string(),
  // The facts the owner shows in the teaser, as bands derived by the database (null: not shown).
  ebitda_band_min_eur: z.number().nullish(),
  ebitda_band_max_eur: z.number().nullish(),
  ebitda_margin_band: z.enum(margin_band).nullish(),
  revenue_growth_band: z.enum(growth_band).nullish(),
  region: z.enum(region).nullish(),
  sale_reason: z.enum(sale_reason).nullish(),
});

/** The teaser facts a card shows (bands derived by the database; null: the owner does not show it). */
export type TeaserFactFields = Pick<
  z.infer<typeof listingTeaserSchema>,
  | 'ebitda_band_min_eur'
  | 'ebitda_band_max_eur'
  | 'ebitda_margin_band'
  | 'revenue_growth_band'
  | 'region'
  | 'sale_reason'
>;

/**
 * The teaser's facts as short phrases ("EBITDA €500,000 – €1,000,000", "Margin 10–15 %", a region,
 * the reason for sale), in the order the discover card and the owner's preview show them, so that
 * the preview shows exactly what the card will. An EBITDA band without a lower bound is a loss.
 */
export function useTeaserFactPhrases(language?: string): (teaser: TeaserFactFields) => string[] {
  // A given language (the owner's preview in the other language) instead of the UI's.
  const { t, i18n } = useTranslation(['discover', 'listings'], { lng: language });
  const lng = language ?? i18n.language;
  return (teaser) => {
    const { ebitda_band_min_eur: min, ebitda_band_max_eur: max } = teaser;
    const ebitdaRange =
      min == null && max == null
        ? null
        : min == null
          ? t('discover:card.loss')
          : max == null
            ? `≥ ${formatEur(min, lng)}`
            : `${formatEur(min, lng)} – ${formatEur(max, lng)}`;
    return [
      ebitdaRange && t('discover:card.ebitda', { range: ebitdaRange }),
      teaser.ebitda_margin_band &&
        t('discover:card.margin', {
          band: t(`listings:facts.margin.${teaser.ebitda_margin_band}`),
        }),
      teaser.revenue_growth_band &&
        t('discover:card.growth', {
          band: t(`listings:facts.growth.${teaser.revenue_growth_band}`),
        }),
      teaser.region && t(`listings:facts.region.${teaser.region}`),
      teaser.sale_reason && t(`listings:facts.sale_reason.${teaser.sale_reason}`),
    ].filter((phrase): phrase is string => Boolean(phrase));
  };
}
