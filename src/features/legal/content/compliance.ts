import { operator, type LegalDocument } from './types';

export const complianceDocument: LegalDocument = {
  title: 'Compliance Statement',
  effectiveDate: '10.12.2024',
  sections: [
    {
      heading: '1. Our commitment',
      paragraphs: [
        `Company sales depend on trust. Sellers share confidential information about their businesses, buyers commit significant funds, and scouts rely on fair treatment. ${operator.name} operates the DealBridge marketplace according to the principles set out in this statement, and expects the same integrity from every user.`,
        'This statement describes how we verify users, prevent money laundering and sanctions breaches, protect confidential information, enforce NDAs, secure data and handle concerns. It complements our Terms of Service and our Privacy Policy.',
      ],
    },
    {
      heading: '2. Account verification (know your user)',
      paragraphs: [
        'No account can access listings before it has been reviewed and verified by an administrator. We check that the registration data is complete and plausible, that the email address and phone number belong to the user, and that the stated role is consistent with the information provided.',
        'Depending on the role and the circumstances, we may request further evidence: proof of identity, an extract from the commercial register or a comparable foreign register, proof of authority to represent a company, and, for buyers acting through companies or funds, information on the beneficial owners. We may consult the German Transparency Register and other public registers.',
        'We reject accounts where identity or authority cannot be established, and we re-verify accounts when material information changes or there are indications of misuse.',
      ],
    },
    {
      heading: '3. Anti-money laundering',
      paragraphs: [
        'Company transactions can be misused to launder money or finance terrorism. DealBridge does not hold or transfer purchase price funds and is not a party to transactions between users. We nevertheless apply a risk-based approach inspired by the German Money Laundering Act (GwG): we verify users, ask buyers about the nature and origin of their funds where a listing or inquiry gives reason to do so, and do not accept users who refuse to provide reasonable information.',
        'Unusual patterns, such as buyers who insist on cash payments, complex ownership structures without an apparent business reason, or pressure to complete a transaction without due diligence, lead to a closer review. Where we have grounds to suspect money laundering or terrorist financing, we suspend the accounts concerned and, where legally required or permitted, report to the competent authorities.',
        'Users who conclude transactions remain responsible for their own obligations under anti-money laundering law; notaries, banks and advisers involved in a transaction carry out their own checks.',
      ],
    },
    {
      heading: '4. Sanctions screening',
      paragraphs: [
        'We do not permit the platform to be used by or for the benefit of persons or entities subject to sanctions. During verification and on an ongoing basis, we screen users and, where known, the companies they represent and their beneficial owners against the consolidated list of persons, groups and entities subject to EU financial sanctions and other applicable sanctions lists.',
        'Accounts with a confirmed match are rejected or closed. Listings concerning companies in, or transactions with a connection to, jurisdictions subject to comprehensive EU sanctions are not accepted.',
      ],
    },
    {
      heading: '5. Confidentiality of seller data',
      paragraphs: [
        'Seller information is released in stages. Verified buyers first see only an anonymised description. Full details are released to an individual buyer only after the buyer has signed the NDA for that listing and unlocked it. Each step is recorded.',
        'Access to listing data is enforced by access rules in our database, not only in the user interface, so that a user can only retrieve data they are entitled to see. Within DealBridge, only staff who need it for their work, such as reviewing listings or handling support, can access listing details, and all staff are bound to confidentiality. We never pass seller information to third parties for marketing purposes.',
        'We require scouts and sellers to write anonymised descriptions that do not allow the company to be identified, and we may ask for changes before a listing is published.',
      ],
    },
    {
      heading: '6. NDA enforcement',
      paragraphs: [
        'Every buyer must sign the NDA for a listing before seeing its full details. The signature, the NDA version, the listing and the time of signing are stored so that the NDA can be proven later.',
        "If a listing owner reports a suspected breach, we investigate, may suspend the buyer's account while we do so, and close it if the breach is confirmed. On request, and within the limits of data protection law, we provide the listing owner with the records needed to enforce the NDA in court. Listing views and unlocks are logged, which also helps to identify the source of leaks.",
      ],
    },
    {
      heading: '7. Conflicts of interest and fair dealing',
      paragraphs: [
        'Scouts must disclose to DealBridge, and in the listing where relevant, any personal or financial relationship with the listed company or its owners, and any other fees they receive in connection with the same transaction. Undisclosed double mandates are not permitted.',
        'DealBridge staff do not invest in companies listed on the platform and may not use non-public information from listings for their own benefit or that of others.',
      ],
    },
    {
      heading: '8. Anti-bribery and corruption',
      paragraphs: [
        'We do not tolerate bribery or corruption in any form. Our staff may neither offer nor accept payments, gifts or other benefits intended to influence the verification of accounts, the review of listings or any other decision. Users who offer such benefits will have their accounts closed.',
      ],
    },
    {
      heading: '9. Data security',
      paragraphs: [
        'All connections to the platform are encrypted with TLS. Passwords are stored only as secure hashes by our authentication service. Access to data is governed by row-level rules in the database and by role-based access for staff, following the principle of least privilege. Our hosting and database provider is bound by a data processing agreement, and data is backed up regularly.',
        'We review our security measures regularly and keep software up to date. Security incidents are handled under an incident response procedure; where a personal data breach is likely to result in a risk to the rights of individuals, we notify the competent supervisory authority within 72 hours of becoming aware of it and inform affected users where required by law.',
      ],
    },
    {
      heading: '10. Whistleblowing',
      paragraphs: [
        `Anyone, whether a user, an employee or a third party, can report suspected breaches of law or of this statement, such as fraud, NDA breaches, money laundering or sanctions violations, to ${operator.legalEmail}. Please mark your message "Whistleblowing". Reports are handled confidentially by a designated person who is independent in this function, and the identity of the reporting person is disclosed only where required by law.`,
        'We acknowledge receipt of a report within seven days and inform the reporting person about follow-up measures within three months. Retaliation against anyone who reports in good faith is prohibited. Reports can also be made to the external reporting office of the Federal Office of Justice (Bundesamt für Justiz) or other competent authorities.',
      ],
    },
    {
      heading: '11. ESG and responsible business',
      paragraphs: [
        'We support sellers who want to document the environmental, social and governance profile of their company, and the marketplace allows such information, including certifications and the valuation of patents and dormant assets, to be presented to buyers. Sustainability statements in listings are subject to the same requirement of truthfulness as all other information: claims such as certifications or emission reductions must be accurate and capable of being evidenced, and we may ask for proof.',
        'As a company, we aim to operate responsibly: we prefer energy-efficient hosting within the European Economic Area, work largely paper-free, treat our staff fairly, and expect our service providers to respect applicable labour, environmental and anti-corruption laws.',
      ],
    },
    {
      heading: '12. Review and contact',
      paragraphs: [
        `We review this statement at least once a year and whenever our services or the legal framework change. Questions about compliance can be sent to ${operator.legalEmail}; questions about data protection to ${operator.privacyEmail}. Postal address: ${operator.name}, ${operator.address}.`,
      ],
    },
  ],
};
