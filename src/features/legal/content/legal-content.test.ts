import { describe, expect, it } from 'vitest';
import { complianceDocument } from './compliance';
import { privacyDocument } from './privacy';
import { termsDocument } from './terms';
import { operator, type LegalDocument } from './types';

describe('legal documents', () => {
  const documents: [string, LegalDocument][] = [
    ['privacy', privacyDocument],
    ['terms', termsDocument],
    ['compliance', complianceDocument],
  ];
  const fullText = (document: LegalDocument) =>
    document.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

  it('each has a title, an effective date and 8 to 14 non-empty sections', () => {
    for (const [name, document] of documents) {
      expect(document.title.trim().length, name).toBeGreaterThan(0);
      expect(document.effectiveDate, name).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(document.sections.length, name).toBeGreaterThanOrEqual(8);
      expect(document.sections.length, name).toBeLessThanOrEqual(14);
      for (const section of document.sections) {
        expect(section.heading.trim().length, name).toBeGreaterThan(0);
        expect(section.paragraphs.length, `${name}: ${section.heading}`).toBeGreaterThan(0);
      }
    }
  });

  it('terms: effective 10.12.2024, minimum age 18, fees, liability cap, German law', () => {
    const text = fullText(termsDocument);
    expect(termsDocument.effectiveDate).toBe('10.12.2024');
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('capped at the fees paid in the past 12 months');
    expect(text).toContain('500 EUR');
    expect(text).toContain('up to 5,000 EUR');
    expect(text).toContain('laws of the Federal Republic of Germany');
    expect(text).toMatch(/not constitute investment advice/);
  });

  it('privacy: names the controller, the legal bases and the local storage entries', () => {
    const text = fullText(privacyDocument);
    expect(text).toContain(operator.name);
    expect(text).toContain(operator.privacyEmail);
    for (const basis of ['Art. 6(1)(b)', 'Art. 6(1)(c)', 'Art. 6(1)(f)'])
      expect(text).toContain(basis);
    expect(text).toContain('preferred-language');
    expect(text).toMatch(/do not use third-party tracking/);
  });

  it('compliance: covers verification, AML, sanctions, NDAs, whistleblowing, security and ESG', () => {
    const text = fullText(complianceDocument).toLowerCase();
    for (const topic of [
      'verif',
      'money laundering',
      'sanctions',
      'nda',
      'whistleblowing',
      'tls',
      'esg',
    ]) {
      expect(text, topic).toContain(topic);
    }
    expect(text).toContain(operator.legalEmail);
  });
});
