import { useTranslation } from 'react-i18next';
import { formatDate, formatEur } from '../../../lib/format';
import type { OfferVersion } from '../api/offer-thread';

/** The badge colour of a version's status. */
export const STATUS_COLORS: Record<OfferVersion['status'], string> = {
  open: 'blue',
  accepted: 'green',
  declined: 'red',
  superseded: 'gray',
  withdrawn: 'gray',
};

/** The terms of a version as label/value rows, in the order of the letter of intent. */
export function useTermRows() {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const eur = (cents: number | null) =>
    cents === null ? t('card.none') : formatEur(cents / 100, language);
  const percent = (bp: number | null) =>
    bp === null
      ? ''
      : `${(bp / 100).toLocaleString(language.startsWith('de') ? 'de-DE' : 'en-GB')} %`;
  return (o: OfferVersion): [string, string, string][] => [
    ['price', t('card.price'), eur(o.price_cents)],
    ['closing', t('loi.closingLabel'), eur(o.closing_cents)],
    ['structure', t('card.structure'), t(`structure.${o.structure}`)],
    [
      'vendorLoan',
      t('loi.vendorLoan'),
      o.vendor_loan_cents === null
        ? t('card.none')
        : t('loi.vendorLoanValue', {
            amount: eur(o.vendor_loan_cents),
            count: o.vendor_loan_months ?? 0,
            interest: percent(o.vendor_loan_interest_bp),
          }),
    ],
    [
      'earnOut',
      t('card.earnOut'),
      o.earn_out_cents === null
        ? t('card.none')
        : o.earn_out_months && o.earn_out_metric
          ? t('loi.earnOutValue', {
              amount: eur(o.earn_out_cents),
              count: o.earn_out_months,
              metric: t(`metric.${o.earn_out_metric}`),
            })
          : eur(o.earn_out_cents),
    ],
    [
      'holdback',
      t('loi.holdback'),
      o.holdback_cents === null
        ? t('card.none')
        : t('loi.holdbackValue', { amount: eur(o.holdback_cents), count: o.holdback_months ?? 0 }),
    ],
    [
      'financing',
      t('card.financing'),
      o.financing_equity_cents === null &&
      o.financing_bank_cents === null &&
      o.financing_development_cents === null
        ? t(`financing.${o.financing}`)
        : [
            [t('loi.equity'), o.financing_equity_cents],
            [t('loi.bank'), o.financing_bank_cents],
            [t('loi.development'), o.financing_development_cents],
          ]
            .filter(([, v]) => v !== null)
            .map(([label, v]) => `${label}: ${eur(v as number)}`)
            .join('\n'),
    ],
    [
      'conditions',
      t('loi.conditions'),
      [
        o.cond_due_diligence && t('loi.condShort.dueDiligence'),
        o.cond_financing && t('loi.condShort.financing'),
        o.cond_approvals && t('loi.condShort.approvals'),
      ]
        .filter(Boolean)
        .join(', ') || t('card.none'),
    ],
    ['exclusivity', t('card.exclusivity'), t('card.days', { count: o.exclusivity_days })],
    [
      'diligence',
      t('loi.diligenceDeadline'),
      o.diligence_deadline ? formatDate(o.diligence_deadline, language) : '–',
    ],
    [
      'signing',
      t('loi.targetSigning'),
      o.target_signing_date ? formatDate(o.target_signing_date, language) : '–',
    ],
    ['validUntil', t('card.validUntil'), formatDate(o.valid_until, language)],
  ];
}
