import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { AmountField, amountLanguage } from '../../../components/forms/AmountField';
import { CreateListingError, useCreateListing } from '../api/create-listing';
import {
  emptyListingForm,
  listingFormSchema,
  missingRequiredFields,
  toListingInput,
  type CreateListingFormValues,
} from '../api/create-listing-schema';

const E = Constants.public.Enums;

type Props = { opened: boolean; onClose: () => void; userId: string; onChanged?: () => void };

/**
 * Create listing: selects fed by the database's enums; missing required fields are listed on
 * submit; the form keeps its values on any failure (offline included) and resets only on success.
 */
export function CreateListingModal({ opened, onClose, userId, onChanged }: Props) {
  const { t, i18n } = useTranslation('listings');
  const create = useCreateListing(userId, onChanged);
  const [missing, setMissing] = useState<string[]>([]);
  const language = amountLanguage(i18n.language);
  const form = useForm<CreateListingFormValues>({
    initialValues: emptyListingForm,
    validate: zod4Resolver(listingFormSchema(language)),
  });

  const options = <K extends 'industry' | 'revenue' | 'employees' | 'location'>(key: K) => {
    const values = {
      industry: E.industry,
      revenue: E.revenue_range,
      employees: E.employee_range,
      location: E.location,
    }[key];
    return values.map((v) => ({
      value: v,
      label: t(`enums.${key}.${v}` as 'enums.industry.Technology'),
    }));
  };

  const fieldError = (field: keyof CreateListingFormValues) =>
    form.errors[field] ? t('create.required') : undefined;

  const submitError = (() => {
    const err = create.error;
    if (!err) return null;
    if (err instanceof CreateListingError) {
      if (err.kind === 'not-authenticated') return t('errors.notAuthenticated');
      if (err.kind === 'missing-fields') return err.message;
      if (err.kind === 'offline') return t('create.offline');
    }
    return t('errors.createFailed');
  })();

  const handleSubmit = (values: CreateListingFormValues) => {
    setMissing([]);
    create.mutate(toListingInput(values, language), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('create.success') });
        form.reset();
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} size="xl">
      <form
        noValidate
        onSubmit={form.onSubmit(handleSubmit, () => {
          create.reset();
          setMissing(missingRequiredFields(form.getValues()).map((f) => t(`create.fields.${f}`)));
        })}
      >
        <Stack gap="sm">
          <TextInput
            label={t('create.fields.title')}
            description={t('create.hints.title')}
            required
            data-autofocus
            maxLength={200}
            {...form.getInputProps('title')}
            error={fieldError('title')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="listing-type-label">
              {t('create.fields.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="listing-type-label"
              data={E.listing_type.map((v) => ({ value: v, label: t(`enums.type.${v}`) }))}
              value={form.values.type ?? ''}
              onChange={(v) => form.setFieldValue('type', v)}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('create.fields.industry')}
              placeholder={t('create.placeholders.select')}
              data={options('industry')}
              required
              {...form.getInputProps('industry')}
              error={fieldError('industry')}
            />
            <Select
              label={t('create.fields.revenue')}
              placeholder={t('create.placeholders.select')}
              data={options('revenue')}
              required
              {...form.getInputProps('revenue')}
              error={fieldError('revenue')}
            />
            <Select
              label={t('create.fields.employees')}
              placeholder={t('create.placeholders.select')}
              data={options('employees')}
              required
              {...form.getInputProps('employees')}
              error={fieldError('employees')}
            />
            <Select
              label={t('create.fields.location')}
              placeholder={t('create.placeholders.select')}
              data={options('location')}
              required
              searchable
              {...form.getInputProps('location')}
              error={fieldError('location')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <AmountField
              label={t('create.fields.askingPrice')}
              description={t('create.hints.askingPrice')}
              value={form.values.askingPrice}
              onChange={(text) => form.setFieldValue('askingPrice', text)}
              error={form.errors.askingPrice}
            />
            <TextInput
              label={t('create.fields.price')}
              description={t('create.hints.price')}
              maxLength={100}
              {...form.getInputProps('price')}
            />
          </SimpleGrid>
          <Textarea
            label={t('create.fields.description')}
            description={t('create.hints.description')}
            required
            autosize
            minRows={3}
            {...form.getInputProps('description')}
            error={fieldError('description')}
          />
          <Textarea
            label={t('create.fields.anonymizedDescription')}
            description={t('create.hints.anonymizedDescription')}
            required
            autosize
            minRows={3}
            {...form.getInputProps('anonymizedDescription')}
            error={fieldError('anonymizedDescription')}
          />
          <TextInput
            label={t('create.fields.marketPosition')}
            {...form.getInputProps('marketPosition')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="listing-patents-label">
              {t('create.fields.patents')}
            </Text>
            <SegmentedControl
              aria-labelledby="listing-patents-label"
              data={[
                { value: 'no', label: t('create.patentsNo') },
                { value: 'yes', label: t('create.patentsYes') },
              ]}
              value={form.values.patents ? 'yes' : 'no'}
              onChange={(v) => form.setFieldValue('patents', v === 'yes')}
            />
          </Stack>
          <Textarea
            label={t('create.fields.fullDetails')}
            description={t('create.hints.fullDetails')}
            autosize
            minRows={3}
            {...form.getInputProps('fullDetails')}
          />
          {missing.length > 0 && (
            <Alert color="red" role="alert">
              {t('create.missingFields', { fields: missing.join(', ') })}
            </Alert>
          )}
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
