import { operator, type LegalDocument } from './types';

export const privacyDocument: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '10.12.2024',
  sections: [
    {
      heading: '1. Controller and contact',
      paragraphs: [
        `The controller responsible for the processing of personal data on this platform within the meaning of the EU General Data Protection Regulation (GDPR) is ${operator.name}, ${operator.address}.`,
        `For any questions about data protection, or to exercise your rights, write to ${operator.privacyEmail}. Please do not send confidential company documents to this address; we will contact you through a secure channel if we need them.`,
      ],
    },
    {
      heading: '2. What this policy covers',
      paragraphs: [
        'This policy explains how we process personal data when you visit our website, register an account, and use the marketplace to list companies for sale, search for acquisition opportunities, send inquiries, sign non-disclosure agreements (NDAs), unlock listing details, read the blog or contact support.',
        'The platform is intended for business use by scouts, buyers (investors) and sellers (companies). Where we refer to "you", we mean the natural person using the platform, including persons acting on behalf of a company.',
      ],
    },
    {
      heading: '3. Categories of personal data we process',
      paragraphs: [
        'Account data: your name, email address, phone number, chosen role (scout, buyer or seller), your password (stored only as a secure hash by our authentication service), and the dates your account was created and updated.',
        'Verification data: the status of the review of your account by our administrators (pending, verified or rejected), the dates of submission, verification or rejection, and any information or documents you provide to us for verification.',
        'Profile and billing data: company name, company email, responsible contact person, phone number, VAT identification or tax number, street address, city, postal code and country.',
        'Listing data: the content of listings you create, including title, type (sale or acquisition interest), industry, revenue and employee ranges, location, price indication, the public and the anonymised description, market position, whether patents exist, and any full details you provide for release after NDA and unlock. Listings normally describe companies, but they may contain personal data, for example about the owner.',
        'Inquiries and messages: messages you send about a listing, their status and read status, and messages you send to our support team.',
        'NDA signatures: which user signed which NDA for which listing, the NDA version, and the date and time of signature.',
        'Unlock requests: which user requested to unlock which listing, the time of the request, and the related billing and payment status.',
        'Listing views: which verified user viewed which listing and when, used to show sellers and scouts how often their listings are viewed and to protect confidentiality.',
        'Newsletter: your email address, if you subscribe to our newsletter, and the date of your consent.',
        'Technical data: when you access the platform, our hosting provider processes your IP address, the date and time of access, the requested page and technical information about your browser in server logs.',
      ],
    },
    {
      heading: '4. Purposes and legal bases',
      paragraphs: [
        'Performance of a contract, Art. 6(1)(b) GDPR: we process account, profile, listing, inquiry, NDA, unlock and billing data to provide the marketplace to you as agreed in our Terms of Service, including creating and managing your account, publishing your listings, passing your inquiries to listing owners, recording NDAs, releasing full details after unlock, invoicing fees and answering support requests.',
        'Legal obligations, Art. 6(1)(c) GDPR: we retain billing and accounting records as required by German commercial and tax law, and we process data where we must respond to lawful requests from authorities or carry out checks required by law, such as sanctions compliance.',
        'Legitimate interests, Art. 6(1)(f) GDPR: we verify every account before it can access listings, screen for fraud and misuse, record listing views and NDA signatures, keep server logs, and secure our systems. Our legitimate interest, and that of our sellers, is to keep confidential company information away from unauthorised persons, to be able to enforce NDAs, and to operate a secure and trustworthy marketplace. We also use listing view data to show listing owners aggregated view figures.',
        'Consent, Art. 6(1)(a) GDPR: we send the newsletter only if you have subscribed. You can withdraw your consent at any time, for example by using the unsubscribe link in each newsletter or by writing to us; the withdrawal does not affect the lawfulness of earlier processing.',
        'Providing account and verification data is necessary to use the marketplace. Without it, we cannot verify or open your account.',
      ],
    },
    {
      heading: '5. What other users see',
      paragraphs: [
        'Verified buyers can see the anonymised description and the basic data of listings. The full details of a listing are shown to a buyer only after the buyer has signed the NDA for that listing and unlocked it.',
        'When you send an inquiry about a listing, the scout or seller who owns the listing receives your message together with your name and the contact details of your account, so that they can respond. Listing owners can see aggregated view figures for their listings and which buyers have signed an NDA for them.',
        'Your billing data and your verification documents are never shown to other users.',
      ],
    },
    {
      heading: '6. Recipients and processors',
      paragraphs: [
        'We use a hosting, database and authentication provider that stores and processes the platform data on our behalf as a processor under Art. 28 GDPR. It is bound by a data processing agreement and may use the data only according to our instructions.',
        'Within our company, only staff who need the data for their tasks have access, in particular the administrators who review account verifications. Where necessary, we share data with our tax advisers and auditors, who are bound by professional secrecy, and with authorities or courts where we are legally obliged to do so or need to establish, exercise or defend legal claims, for example in connection with an NDA breach.',
        'We do not sell personal data and do not share it with advertisers or data brokers.',
      ],
    },
    {
      heading: '7. International transfers',
      paragraphs: [
        'We choose hosting within the European Economic Area. If a processor or one of its sub-processors accesses data from a country outside the EEA, we ensure that the transfer is covered by an adequacy decision of the European Commission or by the standard contractual clauses adopted by the Commission, together with any additional safeguards required. You can request further information at the contact address above.',
      ],
    },
    {
      heading: '8. Local storage in your browser; no third-party trackers',
      paragraphs: [
        'The platform stores a small number of entries in your browser\'s local storage, all of which are necessary to provide the service you request: the language you have chosen (key "preferred-language"); a session entry that keeps you signed in and stores your basic user data and language together; the authentication session of our authentication service; and your choice in the cookie banner (accepted or declined), so that the banner is not shown again.',
        'These entries are strictly necessary within the meaning of section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG) and therefore do not require consent. You can delete them at any time in your browser settings; you will then be signed out and asked for your language and cookie choice again.',
        'We do not use third-party tracking, analytics or advertising cookies, tracking pixels, fingerprinting or social media plugins. The blog and the legal pages can be read without any personal data being stored in your browser beyond the entries described above.',
      ],
    },
    {
      heading: '9. Retention periods',
      paragraphs: [
        'Account, profile and listing data are kept for as long as your account exists. After you close your account, we delete or anonymise them within 30 days, unless a longer period applies below.',
        'Invoices and accounting records are kept for the periods required by German commercial and tax law, up to ten years for books and annual accounts and, since 2025, eight years for accounting vouchers such as invoices.',
        'NDA signature records and unlock records are kept for the term of the relevant NDA plus the statutory limitation period for claims (generally three years from the end of the year in which a claim arises), so that NDA breaches can be proven.',
        'Inquiries are kept while the related listing exists and for up to twelve months after it is removed. Individual listing view records are kept for twelve months and then deleted; only aggregated figures remain. Support messages are kept for two years after the case is closed. Server logs are deleted after no more than 30 days, unless needed to investigate a security incident. Newsletter data is deleted when you unsubscribe, except for a record of the consent and its withdrawal.',
      ],
    },
    {
      heading: '10. Your rights',
      paragraphs: [
        'You have the right of access to your personal data (Art. 15 GDPR), to rectification (Art. 16), to erasure (Art. 17), to restriction of processing (Art. 18) and to data portability (Art. 20). Where we process data on the basis of consent, you can withdraw it at any time with effect for the future (Art. 7(3)).',
        'Right to object (Art. 21 GDPR): where we process your data on the basis of legitimate interests, you may object at any time on grounds relating to your particular situation. We will then stop the processing unless we can demonstrate compelling legitimate grounds that override your interests, or the processing serves the establishment, exercise or defence of legal claims.',
        `To exercise your rights, write to ${operator.privacyEmail}. We may ask you to confirm your identity before disclosing data.`,
        'You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your residence or place of work, or with the authority responsible for us, the Berlin Commissioner for Data Protection and Freedom of Information.',
      ],
    },
    {
      heading: '11. No automated decision-making',
      paragraphs: [
        'Decisions on the verification or rejection of accounts are made by our administrators, not by automated means. We do not use profiling that produces legal effects concerning you or similarly significantly affects you.',
      ],
    },
    {
      heading: '12. Security',
      paragraphs: [
        'We protect personal data with appropriate technical and organisational measures, including encrypted connections (TLS), access rules enforced in the database so that users can only read the data they are entitled to, role-based access for our staff, secure password hashing, and regular backups. No system is completely secure; if a data breach occurs that is likely to result in a risk to your rights, we will notify the supervisory authority and, where required, you.',
      ],
    },
    {
      heading: '13. Changes to this policy',
      paragraphs: [
        'We update this policy when our services or the legal requirements change. The current version is always available on this page, with its effective date. We will inform registered users of material changes by email or on the platform.',
      ],
    },
  ],
};
