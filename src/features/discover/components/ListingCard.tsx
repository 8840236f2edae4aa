import { Badge, Card } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoverListing } from '../api/fetch-discover-listings';
import classes from './ListingCard.module.css';
import { formatDate, formatEur } from '../../../lib/format';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { useTeaserFactPhrases } from '../../../lib/listing-teaser';

type Props = { listing: DiscoverListing; actions?: ReactNode };

/** A deal card: the anonymous teaser, and the title/description where RLS returned them. */
export function ListingCard({ listing, actions }: Props) {
  const { t, i18n } = useTranslation(['discover', 'listings']);
  const industry = t(`listings:enums.industry.${listing.industry}`);
  const location = t(`listings:enums.location.${listing.location}`);
  const anonymousTitle = useAnonymousListingTitle();
  const title = listing.details?.title ?? anonymousTitle(listing);
  const date = formatDate(listing.created_at, i18n.language);
  const facts = useTeaserFactPhrases()(listing);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={title}
      data-listing-id={listing.id}
      h="100%"
    >
      <div className={classes.body}>
        <div className={classes.badges}>
          <Badge variant="light" color={listing.type === 'sell' ? 'blue' : 'grape'}>
            {t(`listings:enums.type.${listing.type}`)}
          </Badge>
          <Badge variant="outline">{industry}</Badge>
          {listing.patents && (
            <Badge variant="light" color="teal">
              {t('discover:card.patents')}
            </Badge>
          )}
        </div>
        <h3 className={classes.title}>{title}</h3>
        <p className={`${classes.text} ${classes.dimmed}`}>
          {location} · {t(`listings:enums.revenue.${listing.revenue}`)} ·{' '}
          {t(`listings:enums.employees.${listing.employees}`)}
        </p>
        {listing.details && <p className={classes.text}>{listing.details.description}</p>}
        <p
          className={`${classes.text} ${classes.clamp}`}
          style={{ '--clamp': listing.details ? 3 : 5 } as CSSProperties}
        >
          {listing.anonymized_description}
        </p>
        {listing.market_position && (
          <p className={classes.text}>
            <span className={classes.label}>{t('discover:card.marketPosition')}:</span>{' '}
            {listing.market_position}
          </p>
        )}
        {facts.length > 0 && (
          <p className={classes.text} data-testid="listing-facts">
            {facts.join(' · ')}
          </p>
        )}
        <p className={classes.text}>
          <span className={classes.label}>{t('discover:card.price')}:</span>{' '}
          <strong>
            {listing.asking_price_eur != null
              ? formatEur(listing.asking_price_eur, i18n.language)
              : t('discover:card.priceOnRequest')}
          </strong>
          {listing.price && <span className={classes.dimmed}> · {listing.price}</span>}
        </p>
        {!listing.details && (
          <p className={`${classes.small} ${classes.dimmed}`}>
            {t('discover:card.confidentialHint')}
          </p>
        )}
        <p className={`${classes.small} ${classes.dimmed} ${classes.published}`}>
          {t('discover:card.published', { date })}
        </p>
        {actions}
      </div>
    </Card>
  );
}
