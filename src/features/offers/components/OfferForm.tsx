import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { useRateLimitMessage } from '../../../lib/rate-limit';
import { addDays, berlinToday, OFFER_LIMITS, offerSchema } from '../api/offer-schema';
import { useSubmitOffer } from '../api/submit-offer';

const { offer_structure, offer_financing } = Constants.public.Enums;

type FormValues = {
  priceEur: number | '';
  structure: string | null;
  earnOutEur: number | '';
  earnOutTerms: string;
  financing: string | null;
  financingNote: string;
  exclusivityDays: number | '';
  validUntil: string;
};

type Props = {
  dealId: string;
  onDone: () => void;
  onCancel: () => void;
  onChanged: () => void | Promise<void>;
};

/** The buyer's structured, non-binding offer. */
export function OfferForm({ dealId, onDone, onCancel, onChanged }: Props) {
  const { t, i18n } = useTranslation('offers');
  const rateLimitMessage = useRateLimitMessage();
  const submit = useSubmitOffer(dealId, onChanged);
  const today = berlinToday();
  const form = useForm<FormValues>({
    initialValues: {
      priceEur: '',
      structure: null,
      earnOutEur: '',
      earnOutTerms: '',
      financing: null,
      financingNote: '',
      exclusivityDays: 60,
      validUntil: addDays(today, 14),
    },
    validate: zod4Resolver(offerSchema),
  });
  const error = (field: keyof FormValues) => {
    const message = form.errors[field];
    return typeof message === 'string' ? t(message as 'validation.price') : undefined;
  };
  const separator = i18n.language.startsWith('de') ? '.' : ',';
  /** Whole euros, grouped as the language writes them (price and earn-out). */
  const euroAmount = {
    min: 1,
    max: OFFER_LIMITS.maxEur,
    allowDecimal: false,
    allowNegative: false,
    thousandSeparator: separator,
    decimalSeparator: separator === '.' ? ',' : '.',
    suffix: ' €',
  };

  return (
    <form
      aria-label={t('form.heading')}
      onSubmit={form.onSubmit((values) =>
        submit.mutate(offerSchema.parse(values), { onSuccess: onDone }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('form.price')}
            description={t('form.priceHint')}
            required
            {...euroAmount}
            {...form.getInputProps('priceEur')}
            error={error('priceEur')}
          />
          <Select
            label={t('form.structure')}
            required
            data={offer_structure.map((value) => ({ value, label: t(`structure.${value}`) }))}
            {...form.getInputProps('structure')}
            error={error('structure')}
          />
          <NumberInput
            label={t('form.earnOut')}
            description={t('form.earnOutHint')}
            {...euroAmount}
            {...form.getInputProps('earnOutEur')}
            error={error('earnOutEur')}
          />
          <Select
            label={t('form.financing')}
            required
            data={offer_financing.map((value) => ({ value, label: t(`financing.${value}`) }))}
            {...form.getInputProps('financing')}
            error={error('financing')}
          />
        </SimpleGrid>
        <Textarea
          label={t('form.earnOutTerms')}
          autosize
          minRows={2}
          maxLength={OFFER_LIMITS.maxNote}
          {...form.getInputProps('earnOutTerms')}
          error={error('earnOutTerms')}
        />
        <Textarea
          label={t('form.financingNote')}
          autosize
          minRows={2}
          maxLength={OFFER_LIMITS.maxNote}
          {...form.getInputProps('financingNote')}
          error={error('financingNote')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('form.exclusivityDays')}
            description={t('form.exclusivityHint', { max: OFFER_LIMITS.maxDays })}
            required
            min={OFFER_LIMITS.minDays}
            max={OFFER_LIMITS.maxDays}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('exclusivityDays')}
            error={error('exclusivityDays')}
          />
          <TextInput
            type="date"
            label={t('form.validUntil')}
            description={t('form.validUntilHint')}
            required
            min={addDays(today, 1)}
            max={addDays(today, OFFER_LIMITS.maxValidDays)}
            {...form.getInputProps('validUntil')}
            error={error('validUntil')}
          />
        </SimpleGrid>
        {submit.isError && (
          <Alert color="red" role="alert">
            {rateLimitMessage(submit.error) ?? t('form.failed', { message: submit.error.message })}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={submit.isPending}>
            {t('form.submit')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={submit.isPending}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
