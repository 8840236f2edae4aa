import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { formatEur } from '../../../lib/format';
import { loadLanguage } from '../../../lib/i18n';
import { LANGUAGES, type Language } from '../../../lib/language';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { useTeaserFactPhrases } from '../../../lib/listing-teaser';
import {
  PREVIEW_TIERS,
  useListingPreview,
  type ListingPreview,
  type PreviewTier,
} from '../api/listing-preview';

type Props = {
  listingId: string | null;
  onClose: () => void;
};

/**
 * The owner's preview of a listing as a verified visitor, a buyer after the NDA and a buyer with
 * access see it, in either language, before publishing and at any time after. What it shows
 * comes from public.listing_preview(), which applies the buyers' rules.
 */
export function ListingPreviewModal({ listingId, onClose }: Props) {
  const { t, i18n } = useTranslation('listings');
  const [tier, setTier] = useState<PreviewTier>('teaser');
  const [language, setLanguage] = useState<Language>(i18n.language as Language);
  const [loadedLanguage, setLoadedLanguage] = useState<Language>(i18n.language as Language);
  // The other language's texts are loaded on demand; the preview switches once they are there.
  useEffect(() => {
    let current = true;
    loadLanguage(language).then(
      () => current && setLoadedLanguage(language),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <Modal opened={listingId !== null} onClose={onClose} title={t('preview.title')} size="lg">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SegmentedControl
            aria-label={t('preview.tierLabel')}
            value={tier}
            onChange={(value) => setTier(value as PreviewTier)}
            data={PREVIEW_TIERS.map((value) => ({ value, label: t(`preview.tier.${value}`) }))}
          />
          <SegmentedControl
            aria-label={t('preview.languageLabel')}
            size="xs"
            value={language}
            onChange={(value) => setLanguage(value as Language)}
            data={LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t(`preview.tierExplain.${tier}`)}
        </Text>
        {listingId && <PreviewBody listingId={listingId} tier={tier} language={loadedLanguage} />}
      </Stack>
    </Modal>
  );
}

function PreviewBody({
  listingId,
  tier,
  language,
}: {
  listingId: string;
  tier: PreviewTier;
  language: Language;
}) {
  const { t: uiT } = useTranslation('listings');
  const errorWords = useErrorWords();
  const preview = useListingPreview(listingId, tier);
  if (preview.isPending) return <Loader size="sm" aria-label={uiT('preview.title')} />;
  if (preview.isError)
    return (
      <Alert color="red" role="alert">
        <Text size="sm">{uiT('preview.loadFailed', { message: errorWords(preview.error) })}</Text>
        <Button size="xs" mt="xs" variant="light" onClick={() => void preview.refetch()}>
          {uiT('preview.retry')}
        </Button>
      </Alert>
    );
  return <PreviewContent preview={preview.data} language={language} />;
}

/** The listing as the buyer reads it, in the preview's language (marked with `lang`). */
function PreviewContent({ preview, language }: { preview: ListingPreview; language: Language }) {
  const { t } = useTranslation(['listings', 'discover'], { lng: language });
  const anonymousTitle = useAnonymousListingTitle(language);
  const teaserFactPhrases = useTeaserFactPhrases(language);
  const { teaser, details, facts, financials, documents } = preview;
  const eur = (amount: number) => formatEur(amount, language);
  const teaserFacts = [
    ...teaserFactPhrases(teaser),
    teaser.founded_decade != null &&
      t('listings:preview.foundedDecade', { decade: teaser.founded_decade }),
    teaser.legal_form && t(`listings:facts.legal_form.${teaser.legal_form}`),
  ].filter(Boolean);
  const factRows: [string, string | null][] = facts
    ? [
        [
          t('listings:facts.staffCount'),
          facts.staff_count != null ? String(facts.staff_count) : null,
        ],
        [
          t('listings:facts.foundedYear'),
          facts.founded_year != null ? String(facts.founded_year) : null,
        ],
        [
          t('listings:facts.legalForm'),
          facts.legal_form && t(`listings:facts.legal_form.${facts.legal_form}`),
        ],
        [
          t('listings:facts.regionLabel'),
          facts.region && t(`listings:facts.region.${facts.region}`),
        ],
        [
          t('listings:facts.saleReason'),
          facts.sale_reason && t(`listings:facts.sale_reason.${facts.sale_reason}`),
        ],
        [
          t('listings:facts.ownerDependence'),
          facts.owner_dependence && t(`listings:facts.owner_dependence.${facts.owner_dependence}`),
        ],
        [
          t('listings:facts.realEstate'),
          facts.real_estate && t(`listings:facts.real_estate.${facts.real_estate}`),
        ],
      ]
    : [];

  return (
    <Stack gap="xs" lang={language} data-testid="listing-preview">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {details?.title ?? anonymousTitle(teaser)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`listings:enums.location.${teaser.location}`)} ·{' '}
        {t(`listings:enums.revenue.${teaser.revenue}`)} ·{' '}
        {t(`listings:enums.employees.${teaser.employees}`)}
      </Text>
      {details && <Text size="sm">{details.description}</Text>}
      <Text size="sm">{teaser.anonymized_description}</Text>
      {teaser.market_position && (
        <Text size="sm">
          <strong>{t('discover:card.marketPosition')}:</strong> {teaser.market_position}
        </Text>
      )}
      {teaserFacts.length > 0 && <Text size="sm">{teaserFacts.join(' · ')}</Text>}
      <Text size="sm">
        <strong>{t('discover:card.price')}:</strong>{' '}
        {teaser.asking_price_eur != null
          ? eur(teaser.asking_price_eur)
          : t('discover:card.priceOnRequest')}
        {teaser.price && ` · ${teaser.price}`}
      </Text>
      {details?.full_details && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {details.full_details}
        </Text>
      )}
      {factRows.some(([, value]) => value) && (
        <>
          <Title order={4} size="h6">
            {t('listings:preview.facts')}
          </Title>
          <Table fz="sm" withRowBorders={false}>
            <Table.Tbody>
              {factRows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row" fw={500}>
                      {label}
                    </Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {financials && financials.length > 0 && (
        <>
          <Title order={4} size="h6">
            {t('listings:preview.figures')}
          </Title>
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('listings:preview.year')}</Table.Th>
                <Table.Th ta="right">{t('listings:preview.revenue')}</Table.Th>
                <Table.Th ta="right">{t('listings:preview.ebitda')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {financials.map((row) => (
                <Table.Tr key={row.year}>
                  <Table.Td>
                    {row.is_plan ? t('listings:preview.plan', { year: row.year }) : row.year}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.revenue_eur != null ? eur(row.revenue_eur) : '–'}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.ebitda_eur != null ? eur(row.ebitda_eur) : '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Title order={4} size="h6">
        {t('listings:preview.documents')}
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('listings:preview.noDocuments')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {documents.map((doc) => (
            <Group key={`${doc.folder ?? ''}/${doc.name}`} component="li" gap="xs" wrap="nowrap">
              <Badge size="sm" variant="light" style={{ flex: '0 0 auto' }}>
                {t(`listings:preview.docTier.${doc.tier}`)}
              </Badge>
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {doc.folder ? `${doc.folder} / ${doc.name}` : doc.name}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
