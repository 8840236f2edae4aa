import type { LegalSection } from './types';

/**
 * "Security & confidentiality": how the marketplace keeps a listing confidential, in both
 * languages. It describes what the database enforces (row-level security, the NDA and unlock
 * records), so it changes when those rules change.
 */
export const securityContent: Record<'en' | 'de', LegalSection[]> = {
  en: [
    {
      heading: 'Three levels of information',
      paragraphs: [
        'Anonymous teaser: industry, country, revenue and employee range, an anonymous description, the market position and the asking price. Only verified members see it; it never names the company.',
        "Confidential description: the title and the description that may name the company. A buyer sees it only after signing the non-disclosure agreement (NDA) for that listing and after the listing's owner has granted access.",
        'Full details: financial figures, data-room notes and similar. They are shown under the same conditions as the confidential description, never before.',
      ],
    },
    {
      heading: 'Who decides',
      paragraphs: [
        'Our team reviews every account before it gets any access: scouts, buyers and sellers alike. Rejected or pending accounts see no listing at all.',
        "Who decides access: the listing's owner. An admin intervenes only in exceptional cases, with a reason recorded in the audit trail; both sides are told. Before access the owner sees a buyer's name and qualification, never their email address or phone number.",
        'These rules are enforced by the database itself (row-level security), not only by the website: a request for confidential data without a signed NDA and granted access returns nothing.',
      ],
    },
    {
      heading: 'What is recorded',
      paragraphs: [
        'Each NDA signature with the signer, the listing and the time; each access request with its decision, who decided, when and why; each opened listing (at most once per 30 minutes and reader); every inquiry sent to a listing.',
        'Owners of a listing see the figures of their own listings; our team sees these records to investigate misuse and to settle disputes.',
      ],
    },
    {
      heading: 'Your part',
      paragraphs: [
        'Keep the anonymous teaser anonymous: no company name, no unique product names, no exact figures that identify the company.',
        'Share documents only with buyers you granted access, and report any suspected breach of an NDA to our team at once.',
      ],
    },
  ],
  de: [
    {
      heading: 'Drei Stufen von Informationen',
      paragraphs: [
        'Anonymer Teaser: Branche, Land, Umsatz- und Mitarbeiterklasse, eine anonyme Beschreibung, die Marktposition und die Kaufpreisvorstellung. Nur verifizierte Mitglieder sehen ihn; er nennt das Unternehmen nie.',
        'Vertrauliche Beschreibung: der Titel und die Beschreibung, die das Unternehmen nennen darf. Ein Käufer sieht sie erst, nachdem er die Vertraulichkeitsvereinbarung (NDA) für dieses Inserat unterzeichnet und der Inserent ihm Zugang gewährt hat.',
        'Vollständige Angaben: Finanzkennzahlen, Hinweise zum Datenraum und Ähnliches. Sie werden unter denselben Bedingungen gezeigt wie die vertrauliche Beschreibung, nie früher.',
      ],
    },
    {
      heading: 'Wer entscheidet',
      paragraphs: [
        'Unser Team prüft jedes Konto, bevor es Zugang erhält: Scouts, Käufer und Verkäufer gleichermaßen. Abgelehnte oder noch nicht geprüfte Konten sehen kein einziges Inserat.',
        'Über den Zugang entscheidet der Inserent. Ein Admin greift nur in Ausnahmefällen ein, mit einem Grund, der im Prüfprotokoll festgehalten wird; beide Seiten werden informiert. Vor dem Zugang sieht der Inserent Namen und Qualifikation eines Käufers, nie seine E-Mail-Adresse oder Telefonnummer.',
        'Diese Regeln setzt die Datenbank selbst durch (Row-Level Security), nicht nur die Website: Eine Abfrage vertraulicher Daten ohne unterzeichnete NDA und gewährten Zugang liefert nichts.',
      ],
    },
    {
      heading: 'Was protokolliert wird',
      paragraphs: [
        'Jede NDA-Unterzeichnung mit Unterzeichner, Inserat und Zeitpunkt; jede Zugangsanfrage mit ihrer Entscheidung, wer entschieden hat, wann und warum; jedes geöffnete Inserat (höchstens einmal je 30 Minuten und Leser); jede Anfrage an ein Inserat.',
        'Inhaber eines Inserats sehen die Zahlen ihrer eigenen Inserate; unser Team sieht diese Aufzeichnungen, um Missbrauch nachzugehen und Streitfälle zu klären.',
      ],
    },
    {
      heading: 'Ihr Beitrag',
      paragraphs: [
        'Halten Sie den anonymen Teaser anonym: kein Firmenname, keine eindeutigen Produktnamen, keine genauen Zahlen, die das Unternehmen erkennbar machen.',
        'Teilen Sie Unterlagen nur mit Käufern, denen Sie Zugang gewährt haben, und melden Sie jeden Verdacht auf einen NDA-Verstoß sofort unserem Team.',
      ],
    },
  ],
};
