import { describe, expect, it } from 'vitest';
import { complianceDocument } from './compliance';
import { complianceDocumentDe } from './compliance-de';
import { privacyDocument } from './privacy';
import { privacyDocumentDe } from './privacy-de';
import { termsDocument } from './terms';
import { termsDocumentDe } from './terms-de';
import { operator, type LegalDocument } from './types';

describe('legal documents', () => {
  const documents: [string, LegalDocument][] = [
    ['privacy', privacyDocument],
    ['terms', termsDocument],
    ['compliance', complianceDocument],
    ['privacy (de)', privacyDocumentDe],
    ['terms (de)', termsDocumentDe],
    ['compliance (de)', complianceDocumentDe],
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

  it('German texts: each section and paragraph of the English one, with the same date', () => {
    for (const [english, german] of [
      [privacyDocument, privacyDocumentDe],
      [termsDocument, termsDocumentDe],
      [complianceDocument, complianceDocumentDe],
    ] as const) {
      expect(german.effectiveDate).toBe(english.effectiveDate);
      expect(german.title).not.toBe(english.title);
      expect(german.sections.map((section) => section.paragraphs.length)).toEqual(
        english.sections.map((section) => section.paragraphs.length),
      );
      // Numbered alike: "3. Eligibility…" is "3. Voraussetzungen…".
      expect(german.sections.map((section) => section.heading.split(' ')[0])).toEqual(
        english.sections.map((section) => section.heading.split(' ')[0]),
      );
    }
  });

  it('German terms: the same age, fees, liability cap and law', () => {
    const text = fullText(termsDocumentDe);
    expect(text).toContain('mindestens 18 Jahre alt');
    expect(text).toContain('auf die in den letzten 12 Monaten gezahlten Gebühren begrenzt');
    expect(text).toContain('500 EUR');
    expect(text).toContain('bis zu 5.000 EUR');
    expect(text).toContain('Recht der Bundesrepublik Deutschland');
    expect(text).toContain('keine Anlageberatung');
  });

  it('German privacy policy: the controller, the legal bases and the local storage entries', () => {
    const text = fullText(privacyDocumentDe);
    expect(text).toContain(operator.name);
    expect(text).toContain(operator.privacyEmail);
    for (const basis of ['Art. 6 Abs. 1 lit. b', 'Art. 6 Abs. 1 lit. c', 'Art. 6 Abs. 1 lit. f'])
      expect(text).toContain(basis);
    expect(text).toContain('preferred-language');
    expect(text).toContain('keine Tracking-, Analyse- oder Werbe-Cookies');
  });

  it('German compliance statement: the same topics and contact', () => {
    const text = fullText(complianceDocumentDe).toLowerCase();
    for (const topic of [
      'verifiziert',
      'geldwäsche',
      'sanktion',
      'nda',
      'whistleblowing',
      'tls',
      'esg',
    ])
      expect(text, topic).toContain(topic);
    expect(text).toContain(operator.legalEmail);
  });
});
