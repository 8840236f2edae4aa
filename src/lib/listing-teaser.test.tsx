import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useTeaserFactPhrases, type TeaserFactFields } from './listing-teaser';

const noFacts: TeaserFactFields = {
  ebitda_band_min_eur: null,
  ebitda_band_max_eur: null,
  ebitda_margin_band: null,
  revenue_growth_band: null,
  region: null,
  sale_reason: null,
};

function Facts({ teaser, language }: { teaser: TeaserFactFields; language?: 'en' | 'de' }) {
  return <p data-testid="facts">{useTeaserFactPhrases(language)(teaser).join(' | ')}</p>;
}

const text = () => screen.getByTestId('facts').textContent?.replace(/\u00a0/g, ' ');

describe('teaser fact phrases (discover card and owner preview)', () => {
  it('lists only the facts the owner shows, in the card order, in German', () => {
    renderWithProviders(
      <Facts
        teaser={{
          ...noFacts,
          ebitda_band_min_eur: 500000,
          ebitda_band_max_eur: 1000000,
          ebitda_margin_band: '5-10',
          region: 'DE-BY',
          sale_reason: 'succession',
        }}
      />,
      { language: 'de' },
    );
    expect(text()).toBe('EBITDA 500.000 € – 1.000.000 € | Marge 5–10 % | Bayern | Nachfolge');
  });

  it('writes an open band as "at least", a band without a floor as a loss, and nothing for no facts', () => {
    const { unmount } = renderWithProviders(
      <Facts teaser={{ ...noFacts, ebitda_band_min_eur: 2000000, revenue_growth_band: '10-25' }} />,
    );
    expect(text()).toBe('EBITDA ≥ €2,000,000 | growth 10–25 % a year');
    unmount();
    renderWithProviders(<Facts teaser={{ ...noFacts, ebitda_band_max_eur: 0 }} />);
    expect(text()).toBe('EBITDA negative');
    renderWithProviders(<Facts teaser={noFacts} language="de" />);
    expect(screen.getAllByTestId('facts')[1].textContent).toBe('');
  });

  it('uses the language it is given over the interface language (the preview in the other language)', () => {
    renderWithProviders(
      <Facts teaser={{ ...noFacts, sale_reason: 'retirement' }} language="de" />,
      {
        language: 'en',
      },
    );
    expect(text()).toBe('Ruhestand');
  });
});
