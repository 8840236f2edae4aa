import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { isBackendUnreachable } from '../../../lib/db';
import { useOwnListings, type OwnListing } from '../api/own-listings';
import { useSetListingStatus } from '../api/set-listing-status';
import { ListingFormModal } from './ListingFormModal';
import { ListingPreviewModal } from './ListingPreviewModal';
import { formatDate, formatEur } from '../../../lib/format';

type Props = {
  userId: string;
  /** Called after the user's listings changed (the route refreshes figures and the browser). */
  onChanged?: () => void;
  /** Shown under each listing (the route passes the deals feature's pipeline of its buyers). */
  renderBelow?: (listing: OwnListing) => ReactNode;
};

/** The user's own listings with close/reopen, and the create-listing button. */
export function OwnListings({ userId, onChanged, renderBelow }: Props) {
  const { t, i18n } = useTranslation('listings');
  const listings = useOwnListings(userId);
  const errorWords = useErrorWords();
  const setStatus = useSetListingStatus(userId, onChanged);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<OwnListing | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('own.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreateOpen(true)}
        >
          {t('own.create')}
        </Button>
      </Group>
      <ListingPreviewModal listingId={previewing} onClose={() => setPreviewing(null)} />
      <ListingFormModal
        opened={createOpen}
        onClose={() => setCreateOpen(false)}
        userId={userId}
        onChanged={onChanged}
      />
      {editing && (
        <ListingFormModal
          key={editing.id}
          opened
          onClose={() => setEditing(null)}
          userId={userId}
          onChanged={onChanged}
          listing={editing}
        />
      )}

      {setStatus.isError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setStatus.reset()}>
          {t('own.statusFailed')}
        </Alert>
      )}

      {listings.isPending ? (
        <Loader size="sm" aria-label={t('own.title')} />
      ) : listings.isError && !listings.data ? (
        <Alert color={isBackendUnreachable(listings.error) ? 'yellow' : 'red'} role="alert">
          <Text size="sm">
            {isBackendUnreachable(listings.error)
              ? t('own.offline')
              : `${t('own.loadFailed')} ${errorWords(listings.error)}`}
          </Text>
          <Button size="xs" mt="xs" variant="light" onClick={() => void listings.refetch()}>
            {t('own.retry')}
          </Button>
        </Alert>
      ) : listings.data.length === 0 ? (
        <Text c="dimmed">{t('own.empty')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('own.title')}
        >
          {listings.data.map((l) => {
            const title = l.listing_details?.title ?? l.anonymized_description.slice(0, 60);
            const closed = l.status === 'closed';
            const draft = l.status === 'draft';
            const won = l.deal_won_at != null;
            const state = won ? 'won' : closed ? 'withdrawn' : draft ? 'draft' : 'active';
            return (
              <Card
                key={l.id}
                withBorder
                radius="md"
                padding="sm"
                component="li"
                aria-label={title}
              >
                {/* On phones the action moves below the text instead of squeezing it. */}
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Group gap={6}>
                      <Text fw={600}>{title}</Text>
                      <Badge
                        color={won ? 'teal' : closed ? 'gray' : draft ? 'yellow' : 'green'}
                        variant="light"
                        data-testid="own-listing-state"
                      >
                        {state === 'active' ? t('enums.status.active') : t(`own.${state}`)}
                      </Badge>
                      <Badge variant="outline">{t(`enums.type.${l.type}`)}</Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`enums.industry.${l.industry}`)} · {t(`enums.location.${l.location}`)} ·{' '}
                      {t(`enums.revenue.${l.revenue}`)} ·{' '}
                      {t('own.created', { date: formatDate(l.created_at, i18n.language) })}
                      {l.changed_at &&
                        ` · ${t('own.changed', { date: formatDate(l.changed_at, i18n.language) })}`}
                    </Text>
                    {draft && (
                      <Text size="sm" c="dimmed">
                        {t('own.draftHint')}
                      </Text>
                    )}
                    {l.success_fee_eur != null && (
                      <Text size="sm">
                        {t('own.successFee', {
                          amount: formatEur(l.success_fee_eur, i18n.language),
                        })}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" style={{ flex: '0 0 auto' }}>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('preview.buttonLabel', { title })}
                      onClick={() => setPreviewing(l.id)}
                    >
                      {t('preview.button')}
                    </Button>
                    {!won && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('own.editLabel', { title })}
                        onClick={() => setEditing(l)}
                      >
                        {t('own.edit')}
                      </Button>
                    )}
                    {won ? (
                      <Text size="sm" c="dimmed" style={{ flex: '0 1 auto' }}>
                        {t('own.wonHint')}
                      </Text>
                    ) : draft ? (
                      <Button
                        size="xs"
                        aria-label={t('own.publishLabel', { title })}
                        loading={setStatus.isPending && setStatus.variables?.listingId === l.id}
                        onClick={() => setStatus.mutate({ listingId: l.id, status: 'active' })}
                      >
                        {t('own.publish')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t(closed ? 'own.reopenLabel' : 'own.closeLabel', { title })}
                        loading={setStatus.isPending && setStatus.variables?.listingId === l.id}
                        onClick={() =>
                          setStatus.mutate({
                            listingId: l.id,
                            status: closed ? 'active' : 'closed',
                          })
                        }
                      >
                        {t(closed ? 'own.reopen' : 'own.close')}
                      </Button>
                    )}
                  </Group>
                </Group>
                {renderBelow && (
                  <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{renderBelow(l)}</div>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
