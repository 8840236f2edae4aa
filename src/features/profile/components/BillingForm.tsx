import { Button, Checkbox, Grid, Radio, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBillingInfo, type BillingInfo } from '../api/get-billing-info';
import {
  billingInfoSchema,
  useSaveBillingInfo,
  type BillingInfoInput,
} from '../api/save-billing-info';
import { useSchemaForm } from '../../../components/forms/field-props';
import { FormError, FormSuccess } from '../../../components/forms/FormPage';
import { DataSection } from '../../../components/layout/DataSection';

function toFormValues(billing: BillingInfo | null): BillingInfoInput {
  return {
    kind: billing?.kind ?? 'company',
    companyName: billing?.company_name ?? '',
    companyEmail: billing?.company_email ?? '',
    responsiblePerson: billing?.responsible_person ?? '',
    phoneNumber: billing?.phone_number ?? '',
    uidNumber: billing?.uid_number ?? '',
    taxNumber: billing?.tax_number ?? '',
    smallBusiness: billing?.small_business ?? false,
    streetAddress: billing?.street_address ?? '',
    city: billing?.city ?? '',
    postalCode: billing?.postal_code ?? '',
    country: billing?.country ?? '',
  };
}

/**
 * The billing details; a scout (`scout`) also says whether they are a small business under § 19
 * UStG: their credit notes' VAT follows it.
 */
export function BillingSection({ userId, scout = false }: { userId: string; scout?: boolean }) {
  const { t } = useTranslation('profile');
  const billing = useBillingInfo(userId);
  return (
    <DataSection
      titleId="billing-title"
      title={t('billing.title')}
      text={t('billing.text')}
      query={billing}
      loadFailed={t('billing.loadFailed')}
    >
      {(data) => <BillingForm userId={userId} initial={data} scout={scout} />}
    </DataSection>
  );
}

function BillingForm({
  userId,
  initial,
  scout,
}: {
  userId: string;
  initial: BillingInfo | null;
  scout: boolean;
}) {
  const { t } = useTranslation('profile');
  const save = useSaveBillingInfo(userId);
  const { form, fieldProps, onSubmit } = useSchemaForm<BillingInfoInput>(
    billingInfoSchema,
    toFormValues(initial),
    'profile',
  );

  const handleSubmit = onSubmit((values) => save.mutate(values));

  const company = form.getValues().kind === 'company';
  const text = (
    name: Exclude<keyof BillingInfoInput, 'kind' | 'smallBusiness'>,
    extra: Record<string, string> = {},
    label: string = t(`billing.${name}`),
    required = true,
  ) => <TextInput label={label} withAsterisk={required} {...extra} {...fieldProps(name)} />;

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="billing-title">
      <Stack mt="md">
        <FormSuccess show={save.isSuccess} testId="billing-saved">
          {t('billing.saved')}
        </FormSuccess>
        {save.isError && <FormError testId="billing-error"> {t('billing.failed')}</FormError>}
        <Radio.Group label={t('billing.kind')} {...fieldProps('kind')}>
          <Group gap="md" mt={4}>
            <Radio value="company" label={t('billing.kindCompany')} />
            <Radio value="private" label={t('billing.kindPrivate')} />
          </Group>
        </Radio.Group>
        {!company && (
          <Text size="sm" c="dimmed">
            {t('billing.privateHint')}
          </Text>
        )}
        <Grid>
          {company && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('companyName', { autoComplete: 'organization' })}
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text(
              'responsiblePerson',
              { autoComplete: 'name' },
              company ? t('billing.responsiblePerson') : t('billing.responsiblePersonPrivate'),
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text(
              'companyEmail',
              { type: 'email', autoComplete: 'email' },
              company ? t('billing.companyEmail') : t('billing.companyEmailPrivate'),
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
          </Grid.Col>
          {company && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text(
                'uidNumber',
                { description: t('billing.uidHint') },
                t('billing.uidNumber'),
                false,
              )}
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text(
              'taxNumber',
              { description: t('billing.taxNumberHint') },
              t('billing.taxNumber'),
              false,
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('streetAddress', { autoComplete: 'street-address' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            {text('postalCode', { autoComplete: 'postal-code' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            {text('city', { autoComplete: 'address-level2' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            {text('country', { autoComplete: 'country-name' })}
          </Grid.Col>
        </Grid>
        {scout && (
          <Checkbox
            label={t('billing.smallBusiness')}
            description={t('billing.smallBusinessHint')}
            {...fieldProps('smallBusiness', { type: 'checkbox' })}
          />
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('billing.save')}
        </Button>
      </Stack>
    </form>
  );
}
