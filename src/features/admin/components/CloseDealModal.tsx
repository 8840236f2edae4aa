import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { SCOUT_FEE_MAX_EUR } from '../../../lib/constants';
import { closeListingSchema, useCloseListing } from '../api/close-listing';
import { useActiveListingOptions } from '../api/get-listings';
import { formatEur } from '../../../lib/format';

/** The listing the modal was opened for; null to pick one of the active listings. */
export type CloseDealTarget = { id: string; title: string; successFeeEur: number | null } | null;

type Props = { opened: boolean; target: CloseDealTarget; onClose: () => void };

/** Records a closed deal and its success fee (0–5,000 EUR) through `close_listing`. */
export function CloseDealModal({ opened, target, onClose }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onClose} title={t('closeDeal.title')} centered>
      {/* Mounted per opening, so the form starts from the chosen listing each time. */}
      {opened && <CloseDealForm target={target} onDone={onClose} />}
    </Modal>
  );
}

type FormValues = { listingId: string; successFeeEur: number | string };

function CloseDealForm({ target, onDone }: { target: CloseDealTarget; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const closeListing = useCloseListing();
  const options = useActiveListingOptions(target === null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { listingId: target?.id ?? '', successFeeEur: target?.successFeeEur ?? '' },
    validate: zod4Resolver(closeListingSchema),
  });

  const errorText = (error: unknown) =>
    typeof error === 'string' && error
      ? t(`closeDeal.errors.${error}` as 'closeDeal.errors.feeRange')
      : undefined;

  const submit = form.onSubmit((values) => {
    const input = closeListingSchema.parse(values);
    closeListing.mutate(input, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('closeDeal.success', { fee: formatEur(input.successFeeEur, i18n.language) }),
        });
        onDone();
      },
      onError: () => notifications.show({ color: 'red', message: t('closeDeal.failed') }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {target ? (
          <Text fw={500}>{target.title}</Text>
        ) : (
          <Select
            label={t('closeDeal.listing')}
            placeholder={t('closeDeal.listingPlaceholder')}
            nothingFoundMessage={t('closeDeal.listingNothingFound')}
            searchable
            required
            disabled={options.isPending}
            data={(options.data ?? []).map((o) => ({ value: o.id, label: o.title }))}
            {...form.getInputProps('listingId')}
            error={errorText(form.errors.listingId)}
          />
        )}
        <NumberInput
          label={t('closeDeal.fee')}
          description={t('closeDeal.feeDescription')}
          required
          min={0}
          max={SCOUT_FEE_MAX_EUR}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('successFeeEur')}
          error={errorText(form.errors.successFeeEur)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('closeDeal.cancel')}
          </Button>
          <Button type="submit" loading={closeListing.isPending}>
            {t('closeDeal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
