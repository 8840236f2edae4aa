import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { formatDate } from '../../../lib/format';
import { supabase } from '../../../lib/supabase';
import {
  openCapacityProof,
  useCapacityProofs,
  useReviewCapacityProof,
  type CapacityBand,
  type CapacityProofReview,
} from '../api/capacity-proofs';

const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** Proofs of funds to review: open the document (short signed URL), set a band or reject. */
export function CapacityProofsPanel() {
  const { t } = useTranslation('buyerProfile');
  const [withDecided, setWithDecided] = useState(false);
  const proofs = useCapacityProofs(withDecided);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t('admin.heading')}</Title>
        <Switch
          label={t('admin.showDecided')}
          checked={withDecided}
          onChange={(event) => setWithDecided(event.currentTarget.checked)}
        />
      </Group>
      {proofs.isPending ? (
        <Loader size="sm" aria-label={t('admin.heading')} />
      ) : proofs.isError ? (
        <Alert color="red" role="alert">
          {t('admin.loadFailed')}
        </Alert>
      ) : proofs.data.length === 0 ? (
        <Text c="dimmed">{t('admin.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {proofs.data.map((proof) => (
            <ProofCard key={proof.id} proof={proof} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ProofCard({ proof }: { proof: CapacityProofReview }) {
  const { t, i18n } = useTranslation('buyerProfile');
  const review = useReviewCapacityProof();
  const [band, setBand] = useState<CapacityBand | null>(null);
  const [note, setNote] = useState('');
  const [opening, setOpening] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);

  async function open() {
    // The tab is opened at once (a popup blocker allows it in the click), then sent to the URL.
    const tab = window.open('about:blank', '_blank');
    setOpening(true);
    setOpenFailed(false);
    try {
      const url = await openCapacityProof(supabase, proof.objectName);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      setOpenFailed(true);
    } finally {
      setOpening(false);
    }
  }

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="capacity-proof"
      data-proof-id={proof.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {proof.buyerName ?? proof.userId}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {proof.buyerEmail} · {t('admin.submitted')}:{' '}
              {formatDate(proof.submittedAt, i18n.language)}
            </Text>
          </div>
          <Badge
            color={STATUS_COLORS[proof.status]}
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {t(`capacity.proofStatus.${proof.status}`, {
              band: proof.band ? t(`bands.${proof.band}`) : '',
            })}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.file')}: {proof.fileName} ({proof.contentType},{' '}
            {Math.max(1, Math.round(proof.sizeBytes / 1024))} KB)
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconExternalLink size={14} aria-hidden="true" />}
            loading={opening}
            onClick={() => void open()}
          >
            {t('admin.open')}
          </Button>
        </Group>
        {openFailed && (
          <Alert color="red" role="alert">
            {t('admin.openFailed')}
          </Alert>
        )}
        {proof.note && (
          <Text size="sm" c="dimmed">
            {t('capacity.note', { note: proof.note })}
          </Text>
        )}
        {proof.status === 'pending' && (
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('admin.band')}
                placeholder={t('admin.bandPlaceholder')}
                data={Constants.public.Enums.capacity_band.map((value) => ({
                  value,
                  label: t(`bands.${value}`),
                }))}
                value={band}
                onChange={(value) => setBand(value as CapacityBand | null)}
                size="sm"
                style={{ flex: '1 1 12rem' }}
              />
              <Textarea
                label={t('admin.note')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={1000}
                autosize
                minRows={1}
                size="sm"
                style={{ flex: '2 1 16rem' }}
              />
            </Group>
            <Group gap="xs">
              <Button
                size="sm"
                color="green"
                disabled={!band || review.isPending}
                loading={review.isPending && review.variables?.band != null}
                onClick={() => review.mutate({ proofId: proof.id, band, note })}
              >
                {t('admin.approve')}
              </Button>
              <Button
                size="sm"
                color="red"
                variant="light"
                disabled={review.isPending}
                loading={review.isPending && review.variables?.band == null}
                onClick={() => review.mutate({ proofId: proof.id, band: null, note })}
              >
                {t('admin.reject')}
              </Button>
            </Group>
            {review.isError && (
              <Alert color="red" role="alert">
                {t('admin.failed', { message: review.error.message })}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
