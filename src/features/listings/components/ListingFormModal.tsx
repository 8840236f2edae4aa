import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { AmountField, amountLanguage } from '../../../components/forms/AmountField';
import { CreateListingError, useCreateListing } from '../api/create-listing';
import { useUpdateListing } from '../api/update-listing';
import { useSetListingStatus } from '../api/set-listing-status';
import type { OwnListing } from '../api/own-listings';
import {
  EBITDA_RANGE,
  emptyListingForm,
  listingFormSchema,
  listingToFormValues,
  missingRequiredFields,
  planYear,
  REVENUE_RANGE,
  toListingInput,
  type CreateListingFormValues,
  type VisibleFact,
} from '../api/create-listing-schema';

const E = Constants.public.Enums;

type Props = {
  opened: boolean;
  onClose: () => void;
  userId: string;
  onChanged?: () => void;
  /** The listing to edit; none: a new listing. */
  listing?: OwnListing;
};

/** The country prefix of the regions of a location (Germany: DE-…), or null for the rest. */
const regionPrefix = (location: string | null) =>
  location === 'Germany'
    ? 'DE-'
    : location === 'Austria'
      ? 'AT-'
      : location === 'Switzerland'
        ? 'CH-'
        : null;

/**
 * Create or edit a listing: every field, the figures of the last three years and this year's plan
 * typed as people type amounts, the facts with their visibility. Saved as a draft or published.
 * Missing required fields are listed on submit; the form keeps its values on any failure
 * (offline included) and errors clear as the fields change.
 */
export function ListingFormModal({ opened, onClose, userId, onChanged, listing }: Props) {
  const { t, i18n } = useTranslation('listings');
  const language = amountLanguage(i18n.language);
  const create = useCreateListing(userId, onChanged);
  const update = useUpdateListing(userId, onChanged);
  const setStatus = useSetListingStatus(userId, onChanged);
  const [missing, setMissing] = useState<string[]>([]);
  const [publishing, setPublishing] = useState(false);
  const [publishFailed, setPublishFailed] = useState(false);
  const editing = listing !== undefined;
  const isDraft = !editing || listing.status === 'draft';
  const form = useForm<CreateListingFormValues>({
    initialValues: listing ? listingToFormValues(listing, language) : emptyListingForm,
    validate: zod4Resolver(listingFormSchema(language)),
  });
  const mutation = editing ? update : create;

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
  const factOptions = <K extends 'legal_form' | 'sale_reason' | 'owner_dependence' | 'real_estate'>(
    key: K,
  ) =>
    E[key].map((v: string) => ({
      value: v,
      label: t(`facts.${key}.${v}` as 'facts.legal_form.gmbh'),
    }));
  const prefix = regionPrefix(form.values.location);
  const regionOptions = E.region
    .filter((r) => prefix === null || r.startsWith(prefix))
    .map((r) => ({ value: r, label: t(`facts.region.${r}` as 'facts.region.DE-BY') }));

  const fieldError = (field: keyof CreateListingFormValues) =>
    form.errors[field] ? t('create.required') : undefined;

  const submitError = (() => {
    const err = mutation.error;
    if (!err) return publishFailed ? t('own.statusFailed') : null;
    if (err instanceof CreateListingError) {
      if (err.kind === 'not-authenticated') return t('errors.notAuthenticated');
      if (err.kind === 'missing-fields') return err.message;
      if (err.kind === 'offline') return t('create.offline');
    }
    return t(editing ? 'errors.updateFailed' : 'errors.createFailed');
  })();

  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    if (!editing) form.reset();
    onClose();
  };

  const submit = (publish: boolean) =>
    form.onSubmit(
      (values) => {
        setMissing([]);
        setPublishFailed(false);
        const input = toListingInput(values, language);
        if (!editing) {
          create.mutate(
            { input, publish },
            { onSuccess: () => done(t(publish ? 'create.success' : 'create.draftSaved')) },
          );
          return;
        }
        update.mutate(
          { listingId: listing.id, input },
          {
            onSuccess: async () => {
              if (publish && listing.status === 'draft') {
                setPublishing(true);
                try {
                  await setStatus.mutateAsync({ listingId: listing.id, status: 'active' });
                } catch {
                  setPublishFailed(true);
                  return;
                } finally {
                  setPublishing(false);
                }
                done(t('create.published'));
                return;
              }
              done(t('edit.saved'));
            },
          },
        );
      },
      () => {
        mutation.reset();
        setMissing(missingRequiredFields(form.getValues()).map((f) => t(`create.fields.${f}`)));
      },
    );

  const visibility = (fact: VisibleFact, label: string) => (
    <SegmentedControl
      size="xs"
      fullWidth
      aria-label={t('facts.visibilityOf', { field: label })}
      data={[
        { value: 'teaser', label: t('facts.visibility.teaser') },
        { value: 'access', label: t('facts.visibility.access') },
      ]}
      value={form.values.visibility[fact]}
      onChange={(v) => form.setFieldValue(`visibility.${fact}`, v as 'teaser' | 'access')}
    />
  );
  const fact = (field: ReactNode, fact: VisibleFact, label: string) => (
    <Stack gap={4}>
      {field}
      {visibility(fact, label)}
    </Stack>
  );

  const thisYear = planYear();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('edit.title') : t('create.title')}
      size="xl"
    >
      <form noValidate onSubmit={submit(true)}>
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
              onChange={(v) => {
                form.setFieldValue('location', v);
                const next = regionPrefix(v);
                if (form.values.region && (next === null || !form.values.region.startsWith(next))) {
                  form.setFieldValue('region', null);
                }
              }}
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

          <Divider my={4} />
          <Title order={3} size="h5">
            {t('facts.figuresHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('facts.figuresHint')}
          </Text>
          {form.values.financials.map((row, i) => {
            const year =
              row.year === thisYear ? t('facts.planYear', { year: row.year }) : String(row.year);
            return (
              <SimpleGrid key={row.year} cols={{ base: 1, xs: 2 }} spacing="xs">
                <AmountField
                  label={t('facts.revenueOf', { year })}
                  value={row.revenue}
                  range={REVENUE_RANGE}
                  onChange={(text) => form.setFieldValue(`financials.${i}.revenue`, text)}
                  error={form.errors[`financials.${i}.revenue`]}
                />
                <AmountField
                  label={t('facts.ebitdaOf', { year })}
                  value={row.ebitda}
                  range={EBITDA_RANGE}
                  allowNegative
                  onChange={(text) => form.setFieldValue(`financials.${i}.ebitda`, text)}
                  error={form.errors[`financials.${i}.ebitda`]}
                />
              </SimpleGrid>
            );
          })}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('facts.financialsVisibility')}
            </Text>
            {visibility('financials', t('facts.figuresHeading'))}
          </Stack>

          <Divider my={4} />
          <Title order={3} size="h5">
            {t('facts.heading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('facts.staffCount')}
              inputMode="numeric"
              {...form.getInputProps('staffCount')}
              error={form.errors.staffCount ? t('facts.staffCountInvalid') : undefined}
            />
            {fact(
              <TextInput
                label={t('facts.foundedYear')}
                inputMode="numeric"
                maxLength={4}
                {...form.getInputProps('foundedYear')}
                error={
                  form.errors.foundedYear
                    ? t('facts.foundedYearInvalid', { max: thisYear })
                    : undefined
                }
              />,
              'founded_year',
              t('facts.foundedYear'),
            )}
            {fact(
              <Select
                label={t('facts.legalForm')}
                placeholder={t('create.placeholders.select')}
                data={factOptions('legal_form')}
                clearable
                {...form.getInputProps('legalForm')}
              />,
              'legal_form',
              t('facts.legalForm'),
            )}
            {fact(
              <Select
                label={t('facts.regionLabel')}
                placeholder={t('create.placeholders.select')}
                data={regionOptions}
                searchable
                clearable
                {...form.getInputProps('region')}
              />,
              'region',
              t('facts.regionLabel'),
            )}
            {fact(
              <Select
                label={t('facts.saleReason')}
                placeholder={t('create.placeholders.select')}
                data={factOptions('sale_reason')}
                clearable
                {...form.getInputProps('saleReason')}
              />,
              'sale_reason',
              t('facts.saleReason'),
            )}
            {fact(
              <Select
                label={t('facts.ownerDependence')}
                placeholder={t('create.placeholders.select')}
                data={factOptions('owner_dependence')}
                clearable
                {...form.getInputProps('ownerDependence')}
              />,
              'owner_dependence',
              t('facts.ownerDependence'),
            )}
            {fact(
              <Select
                label={t('facts.realEstate')}
                placeholder={t('create.placeholders.select')}
                data={factOptions('real_estate')}
                clearable
                {...form.getInputProps('realEstate')}
              />,
              'real_estate',
              t('facts.realEstate'),
            )}
          </SimpleGrid>

          <Divider my={4} />
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
          {editing && listing.status !== 'draft' && (
            <Text size="sm" c="dimmed">
              {t('edit.versionHint')}
            </Text>
          )}
          {missing.length > 0 && (
            <Alert color="red" role="alert">
              {t('create.missingFields', { fields: missing.join(', ') })}
            </Alert>
          )}
          {Object.keys(form.errors).length > 0 && missing.length === 0 && (
            <Alert color="red" role="alert">
              {t('create.fixErrors')}
            </Alert>
          )}
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('create.cancel')}
            </Button>
            {isDraft ? (
              <>
                <Button
                  variant="light"
                  loading={mutation.isPending && !publishing}
                  onClick={() => submit(false)()}
                >
                  {t('create.saveDraft')}
                </Button>
                <Button type="submit" loading={mutation.isPending || publishing}>
                  {editing ? t('create.publish') : t('create.submit')}
                </Button>
              </>
            ) : (
              <Button type="submit" loading={mutation.isPending}>
                {t('edit.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
