import { Button, Grid, MultiSelect, NumberInput, Select, Stack } from '@mantine/core';
// MultiSelect's pills and their input: beyond the app-wide list in src/mantine-styles.ts (without
// them the search field inside the box shows the browser's own border), loaded with this form.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/forms/field-props';
import { FormError, FormSuccess } from '../../../components/forms/FormPage';
import { DataSection } from '../../../components/layout/DataSection';
import { Constants } from '../../../lib/database.types';
import { useInvestmentProfile, type InvestmentProfile } from '../api/investment-profile';
import {
  investmentProfileSchema,
  useSaveInvestmentProfile,
  type InvestmentProfileInput,
} from '../api/save-investment-profile';

const {
  industry,
  location,
  investment_deal_type,
  revenue_range,
  employee_range,
  investment_timeframe,
} = Constants.public.Enums;

function toFormValues(row: InvestmentProfile | null): InvestmentProfileInput {
  return {
    industries: row?.industries ?? [],
    locations: row?.locations ?? [],
    dealTypes: row?.deal_types ?? [],
    revenueMin: row?.revenue_min ?? '',
    revenueMax: row?.revenue_max ?? '',
    employeesMin: row?.employees_min ?? '',
    employeesMax: row?.employees_max ?? '',
    ticketMin: row?.ticket_min_eur ?? '',
    ticketMax: row?.ticket_max_eur ?? '',
    equitySharePercent: row?.equity_share_percent ?? '',
    timeframe: row?.timeframe ?? '',
  };
}

/** The buyer's investment profile: what they look for, in the listings' own vocabularies. */
export function InvestmentProfileSection({ userId }: { userId: string }) {
  const { t } = useTranslation('buyerProfile');
  const profile = useInvestmentProfile(userId);
  return (
    <DataSection
      titleId="investment-title"
      title={t('profile.title')}
      text={t('profile.text')}
      query={profile}
      loadFailed={t('profile.loadFailed')}
    >
      {(data) => <InvestmentProfileForm userId={userId} initial={data} />}
    </DataSection>
  );
}

function InvestmentProfileForm({
  userId,
  initial,
}: {
  userId: string;
  initial: InvestmentProfile | null;
}) {
  const { t, i18n } = useTranslation(['buyerProfile', 'listings']);
  // German groups thousands with a point (1.000.000), English with a comma.
  const thousands = i18n.language.startsWith('de') ? '.' : ',';
  const save = useSaveInvestmentProfile(userId);
  const { fieldProps, onSubmit } = useSchemaForm<InvestmentProfileInput>(
    investmentProfileSchema,
    toFormValues(initial),
    'buyerProfile',
  );
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  const industries = options(industry, (v) => t(`listings:enums.industry.${v}`));
  const locations = options(location, (v) => t(`listings:enums.location.${v}`));
  const dealTypes = options(investment_deal_type, (v) => t(`dealTypes.${v}`));
  const revenues = options(revenue_range, (v) => t(`listings:enums.revenue.${v}`));
  const employees = options(employee_range, (v) => t(`listings:enums.employees.${v}`));
  const timeframes = options(investment_timeframe, (v) => t(`timeframes.${v}`));
  const any = t('profile.any');
  // Mantine's Select gives null when cleared; the schema's "any" is ''.
  const select = (
    name: 'revenueMin' | 'revenueMax' | 'employeesMin' | 'employeesMax' | 'timeframe',
  ) => {
    const props = fieldProps(name);
    return {
      ...props,
      value: (props.value as string) || null,
      onChange: (value: string | null) => props.onChange(value ?? ''),
      clearable: true,
      placeholder: any,
    };
  };

  return (
    <form
      onSubmit={onSubmit((values) => save.mutate(values))}
      noValidate
      aria-labelledby="investment-title"
    >
      <Stack mt="md">
        <FormSuccess show={save.isSuccess} testId="investment-saved">
          {t('profile.saved')}
        </FormSuccess>
        {save.isError && <FormError testId="investment-error">{t('profile.failed')}</FormError>}
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MultiSelect
              label={t('profile.industries')}
              data={industries}
              placeholder={any}
              clearable
              {...fieldProps('industries')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MultiSelect
              label={t('profile.locations')}
              data={locations}
              placeholder={any}
              searchable
              clearable
              {...fieldProps('locations')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MultiSelect
              label={t('profile.dealTypes')}
              data={dealTypes}
              placeholder={any}
              clearable
              {...fieldProps('dealTypes')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select label={t('profile.timeframe')} data={timeframes} {...select('timeframe')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <Select label={t('profile.revenueMin')} data={revenues} {...select('revenueMin')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <Select label={t('profile.revenueMax')} data={revenues} {...select('revenueMax')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <Select
              label={t('profile.employeesMin')}
              data={employees}
              {...select('employeesMin')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <Select
              label={t('profile.employeesMax')}
              data={employees}
              {...select('employeesMax')}
            />
          </Grid.Col>
          {(['ticketMin', 'ticketMax'] as const).map((field) => (
            <Grid.Col key={field} span={{ base: 12, sm: 4 }}>
              <NumberInput
                label={t(`profile.${field}`)}
                min={0}
                step={100000}
                thousandSeparator={thousands}
                decimalSeparator={thousands === '.' ? ',' : '.'}
                allowDecimal={false}
                allowNegative={false}
                {...fieldProps(field)}
              />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label={t('profile.equityShare')}
              description={t('profile.equityShareHint')}
              min={0}
              max={100}
              suffix=" %"
              allowDecimal={false}
              allowNegative={false}
              {...fieldProps('equitySharePercent')}
            />
          </Grid.Col>
        </Grid>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
