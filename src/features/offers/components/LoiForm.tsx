import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, amountLanguage } from '../../../components/forms/AmountField';
import { parseAmount } from '../../../lib/amount-input';
import { Constants } from '../../../lib/database.types';
import { formatEur } from '../../../lib/format';
import { useOfferErrorWords } from '../api/offer-errors';
import { useBuyerCapacity } from '../api/buyer-capacity';
import { useCounterLoi } from '../api/counter-loi';
import { useSubmitLoi } from '../api/submit-loi';
import {
  EARN_OUT_METRICS,
  LOI_AMOUNT_RANGE,
  loiFormValues,
  loiSchema,
  type LoiFormValues,
} from '../api/loi-schema';
import { addDays, berlinToday, OFFER_LIMITS } from '../api/offer-schema';
import type { OfferVersion } from '../api/offer-thread';

const { offer_structure, offer_retrade_reason } = Constants.public.Enums;

type Props = {
  /** offer: the buyer's (new or answering a counter); counter: the owner's; retrade: the buyer's change of accepted terms. */
  mode: 'offer' | 'counter' | 'retrade';
  dealId: string;
  buyerId: string;
  /** The version the form starts from (the one answered or changed), or none for a first offer. */
  from: OfferVersion | null;
  onDone: () => void;
  onCancel: () => void;
  onChanged: () => void | Promise<void>;
};

/** A letter of intent: price and its parts, earn-out, vendor loan, holdback, financing, conditions, dates. */
export function LoiForm({ mode, dealId, buyerId, from, onDone, onCancel, onChanged }: Props) {
  const { t, i18n } = useTranslation('offers');
  const language = amountLanguage(i18n.language);
  const errorWords = useOfferErrorWords();
  const submitting = useSubmitLoi(onChanged);
  const countering = useCounterLoi(onChanged);
  // The one request this form sends: the owner's counter, or the buyer's offer or change of terms.
  const propose = mode === 'counter' ? countering : submitting;
  const capacity = useBuyerCapacity(buyerId);
  const [retradeReason, setRetradeReason] = useState<string | null>(null);
  const [retradeNote, setRetradeNote] = useState('');
  const [retradeTried, setRetradeTried] = useState(false);
  const schema = loiSchema(language);
  const today = berlinToday();
  const form = useForm<LoiFormValues>({
    initialValues: loiFormValues(from, language),
    validate: zod4Resolver(schema),
  });
  const error = (field: keyof LoiFormValues) => {
    const message = form.errors[field];
    return typeof message === 'string' ? t(message as 'validation.price') : undefined;
  };
  const errorText = (field: keyof LoiFormValues) =>
    error(field) ? (
      <Text size="xs" c="red" role="alert">
        {error(field)}
      </Text>
    ) : null;
  // The field itself explains what it cannot read; a rule between fields (or a missing price) is
  // said under it.
  const amount = (field: keyof LoiFormValues, label: string, description?: string) => {
    const kind = parseAmount(form.values[field] as string, language, LOI_AMOUNT_RANGE).kind;
    return (
      <Stack gap={2}>
        <AmountField
          label={label}
          description={description}
          required={field === 'price'}
          range={LOI_AMOUNT_RANGE}
          value={form.values[field] as string}
          onChange={(text) => form.setFieldValue(field, text)}
          error={kind === 'ok' || kind === 'empty' ? undefined : form.errors[field]}
        />
        {(kind === 'ok' || kind === 'empty') && field !== 'equity' && errorText(field)}
      </Stack>
    );
  };
  const months = (field: keyof LoiFormValues, label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      {...form.getInputProps(field)}
      error={error(field)}
    />
  );
  const read = (text: string) => {
    const parsed = parseAmount(text, language, LOI_AMOUNT_RANGE);
    return parsed.kind === 'ok' ? parsed.value : null;
  };
  const price = read(form.values.price);
  const closing = price !== null ? price - (read(form.values.vendorLoan) ?? 0) : null;
  const retradeMissing = mode === 'retrade' && (!retradeReason || !retradeNote.trim());

  const submit = (values: LoiFormValues) => {
    if (mode === 'retrade') {
      setRetradeTried(true);
      if (retradeMissing) return;
    }
    const terms = schema.parse(values);
    if (mode === 'counter') {
      countering.mutate({ offerId: from!.id, terms }, { onSuccess: onDone });
      return;
    }
    submitting.mutate(
      {
        dealId,
        terms,
        retrade:
          mode === 'retrade'
            ? {
                reason: retradeReason as (typeof offer_retrade_reason)[number],
                note: retradeNote,
              }
            : undefined,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form aria-label={t(`loi.heading.${mode}`)} onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t(`loi.heading.${mode}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('loi.nonBinding')}
        </Text>
        {mode === 'retrade' && (
          <Fieldset legend={t('loi.retrade.legend')}>
            <Stack gap="xs">
              <Select
                label={t('loi.retrade.reason')}
                required
                data={offer_retrade_reason.map((value) => ({
                  value,
                  label: t(`retradeReason.${value}`),
                }))}
                value={retradeReason}
                onChange={setRetradeReason}
                error={retradeTried && !retradeReason ? t('loi.retrade.reasonMissing') : undefined}
              />
              <Textarea
                label={t('loi.retrade.note')}
                required
                autosize
                minRows={2}
                maxLength={OFFER_LIMITS.maxNote}
                value={retradeNote}
                onChange={(e) => setRetradeNote(e.currentTarget.value)}
                error={
                  retradeTried && !retradeNote.trim() ? t('loi.retrade.noteMissing') : undefined
                }
              />
            </Stack>
          </Fieldset>
        )}
        <Fieldset legend={t('loi.section.price')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {amount('price', t('form.price'))}
            <Select
              label={t('form.structure')}
              required
              data={offer_structure.map((value) => ({ value, label: t(`structure.${value}`) }))}
              {...form.getInputProps('structure')}
              error={error('structure')}
            />
          </SimpleGrid>
          <Text size="sm" mt="xs" data-testid="loi-closing">
            {t('loi.closing', {
              amount: closing !== null && closing >= 0 ? formatEur(closing, i18n.language) : '–',
            })}
          </Text>
        </Fieldset>
        <Fieldset legend={t('loi.section.vendorLoan')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {amount('vendorLoan', t('loi.vendorLoan'), t('loi.vendorLoanHint'))}
            {months('vendorLoanMonths', t('loi.termMonths'))}
            <TextInput
              label={t('loi.interest')}
              inputMode="decimal"
              {...form.getInputProps('vendorLoanInterest')}
              error={error('vendorLoanInterest')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('loi.section.earnOut')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {amount('earnOut', t('form.earnOut'), t('loi.earnOutHint'))}
            {months('earnOutMonths', t('loi.periodMonths'))}
            <Select
              label={t('loi.metric')}
              data={EARN_OUT_METRICS.map((value) => ({ value, label: t(`metric.${value}`) }))}
              {...form.getInputProps('earnOutMetric')}
              error={error('earnOutMetric')}
            />
          </SimpleGrid>
          <Textarea
            mt="xs"
            label={t('form.earnOutTerms')}
            autosize
            minRows={1}
            maxLength={OFFER_LIMITS.maxNote}
            {...form.getInputProps('earnOutTerms')}
            error={error('earnOutTerms')}
          />
        </Fieldset>
        <Fieldset legend={t('loi.section.holdback')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {amount('holdback', t('loi.holdback'), t('loi.holdbackHint'))}
            {months('holdbackMonths', t('loi.releaseMonths'))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('loi.section.financing')}>
          <Group gap="xs" mb="xs" data-testid="loi-capacity">
            <Text size="sm">{t('loi.capacity')}</Text>
            <Badge variant="light" color={capacity.data ? 'teal' : 'gray'}>
              {capacity.data ? t(`capacityBand.${capacity.data.band}`) : t('loi.capacityNone')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {amount('equity', t('loi.equity'))}
            {amount('bank', t('loi.bank'))}
            {amount('development', t('loi.development'))}
          </SimpleGrid>
          {errorText('equity')}
          <Textarea
            mt="xs"
            label={t('form.financingNote')}
            autosize
            minRows={1}
            maxLength={OFFER_LIMITS.maxNote}
            {...form.getInputProps('financingNote')}
            error={error('financingNote')}
          />
        </Fieldset>
        <Fieldset legend={t('loi.section.conditions')}>
          <Stack gap="xs">
            <Checkbox
              label={t('loi.condDueDiligence')}
              {...form.getInputProps('condDueDiligence', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('loi.condFinancing')}
              {...form.getInputProps('condFinancing', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('loi.condApprovals')}
              {...form.getInputProps('condApprovals', { type: 'checkbox' })}
            />
            <Textarea
              label={t('loi.conditionsNote')}
              autosize
              minRows={1}
              maxLength={OFFER_LIMITS.maxNote}
              {...form.getInputProps('conditionsNote')}
              error={error('conditionsNote')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('loi.section.timeline')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('form.exclusivityDays')}
              description={t('form.exclusivityHint', { max: OFFER_LIMITS.maxDays })}
              required
              inputMode="numeric"
              {...form.getInputProps('exclusivityDays')}
              error={error('exclusivityDays')}
            />
            <TextInput
              type="date"
              label={t('loi.diligenceDeadline')}
              required
              min={addDays(today, 1)}
              {...form.getInputProps('diligenceDeadline')}
              error={error('diligenceDeadline')}
            />
            <TextInput
              type="date"
              label={t('loi.targetSigning')}
              required
              min={addDays(today, 1)}
              {...form.getInputProps('targetSigningDate')}
              error={error('targetSigningDate')}
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
        </Fieldset>
        {propose.isError && (
          <Alert color="red" role="alert">
            {t('form.failed', { message: errorWords(propose.error) })}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={propose.isPending}>
            {t(`loi.submit.${mode}`)}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={propose.isPending}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
