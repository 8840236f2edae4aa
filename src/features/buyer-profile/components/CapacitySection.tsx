import { Alert, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/forms/field-props';
import { FormError, FormSuccess } from '../../../components/forms/FormPage';
import { DataSection } from '../../../components/layout/DataSection';
import { formatDate } from '../../../lib/format';
import { capacityStatus } from '../api/capacity-status';
import { useMyCapacity } from '../api/my-capacity';
import {
  capacityProofSchema,
  NotADocumentError,
  PROOF_TYPES,
  useSubmitCapacityProof,
  type CapacityProofInput,
} from '../api/submit-capacity-proof';
import { CapacityBadge } from './CapacityBadge';

/** The buyer's verified capacity, the upload of a proof of funds and the proofs' review states. */
export function CapacitySection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('buyerProfile');
  const mine = useMyCapacity(userId);
  const submit = useSubmitCapacityProof(userId);
  const { form, fieldProps, onSubmit } = useSchemaForm<CapacityProofInput>(
    capacityProofSchema,
    { file: null },
    'buyerProfile',
  );
  const status = capacityStatus(mine.data?.capacity);

  return (
    <DataSection
      titleId="capacity-title"
      title={t('capacity.title')}
      text={t('capacity.text')}
      query={mine}
      loadFailed={t('profile.loadFailed')}
    >
      {(capacity) => (
        <Stack mt="md" gap="md">
          <Group gap="xs" data-testid="my-capacity">
            <Text size="sm" fw={600}>
              {t('capacity.current')}:
            </Text>
            {status.kind === 'unverified' ? (
              <Text size="sm">{t('capacity.none')}</Text>
            ) : (
              <CapacityBadge status={status} />
            )}
          </Group>
          {status.kind === 'expired' && (
            <Alert color="orange" role="status">
              {t('capacity.expiredText', {
                band: t(`bands.${status.band}`),
                date: formatDate(status.expiresAt, i18n.language),
              })}
            </Alert>
          )}
          <form
            onSubmit={onSubmit((values) => {
              if (values.file) submit.mutate(values.file, { onSuccess: () => form.reset() });
            })}
            noValidate
          >
            <Stack gap="sm">
              <FormSuccess show={submit.isSuccess} testId="proof-uploaded">
                {t('capacity.uploaded')}
              </FormSuccess>
              {submit.isError && (
                <FormError testId="proof-error">
                  {submit.error instanceof NotADocumentError
                    ? t('capacity.notADocument')
                    : t('capacity.failed')}
                </FormError>
              )}
              <FileInput
                label={t('capacity.file')}
                placeholder={t('capacity.filePlaceholder')}
                accept={PROOF_TYPES.join(',')}
                leftSection={<IconFileUpload size={16} aria-hidden="true" />}
                clearable
                {...fieldProps('file')}
              />
              <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('capacity.upload')}
              </Button>
            </Stack>
          </form>
          {capacity.proofs.length > 0 && (
            <div>
              <Title order={3} size="h5" mb={4}>
                {t('capacity.proofs')}
              </Title>
              <List size="sm" spacing={4} data-testid="my-proofs">
                {capacity.proofs.map((proof) => (
                  <List.Item key={proof.id}>
                    <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                      {proof.file_name} · {formatDate(proof.submitted_at, i18n.language)} ·{' '}
                      {t(`capacity.proofStatus.${proof.status}`, {
                        band: proof.band ? t(`bands.${proof.band}`) : '',
                      })}
                    </Text>
                    {proof.note && (
                      <Text size="xs" c="dimmed">
                        {t('capacity.note', { note: proof.note })}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </DataSection>
  );
}
