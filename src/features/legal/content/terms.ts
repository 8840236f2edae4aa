import { operator, type LegalDocument } from './types';

/** Minimum age for registration, stated in section 3 of the terms. */
export const MINIMUM_AGE = 18;
/** Fee for unlocking the full details of one listing, in EUR (section 7). */
export const UNLOCK_FEE_EUR = 500;
/** Maximum scout success fee per successful deal, in EUR (section 7). */
export const MAX_SCOUT_FEE_EUR = 5000;

export const termsDocument: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: '10.12.2024',
  sections: [
    {
      heading: '1. Scope and operator',
      paragraphs: [
        `These Terms of Service govern the use of the DealBridge marketplace (the "platform"), operated by ${operator.name}, ${operator.address} ("DealBridge", "we"). Contact: ${operator.legalEmail}.`,
        'They apply to every registered user. Conflicting terms of users do not apply unless we have expressly agreed to them in writing. Individual written agreements, for example on a scout success fee, take precedence over these Terms.',
      ],
    },
    {
      heading: '2. What the platform does',
      paragraphs: [
        'DealBridge is an online marketplace that brings together scouts, buyers and sellers of small and medium-sized businesses. Sellers and scouts publish listings of companies for sale or of acquisition interests; verified buyers can browse anonymised listings, send inquiries, sign non-disclosure agreements and unlock full details.',
        'DealBridge is not a party to any transaction negotiated between users, does not act as an agent for either side, and does not guarantee that a transaction will be concluded or completed. Agreements on a transaction, including its price and terms, are made solely between the users involved.',
      ],
    },
    {
      heading: '3. Eligibility and registration',
      paragraphs: [
        `You must be at least ${MINIMUM_AGE} years old and have full legal capacity to register. The platform is intended for use in a business or professional capacity; if you register on behalf of a company, you confirm that you are authorised to act for it.`,
        'You must provide accurate and complete information when registering and keep it up to date, in particular your name, email address, phone number and, where required for fees, your billing information. Each person may hold only one account. You must keep your password confidential and inform us without delay if you suspect misuse of your account; you are responsible for activities carried out through your account unless you are not at fault.',
        'There is no entitlement to registration or verification.',
      ],
    },
    {
      heading: '4. Roles and account verification',
      paragraphs: [
        'When registering, you choose a role: scout (you find businesses for sale or acquisition interests and list them), buyer (you look for companies to acquire or invest in), or seller (you list your own company). Administrators of DealBridge review and verify accounts.',
        'Every account is reviewed by our team before it can access the marketplace. We aim to complete the review within 1-2 business days. We may ask for additional information or documents, for example an extract from the commercial register, proof of your authority to represent a company, or proof of identity, and we may reject an account, in particular if information is incomplete, implausible or false, or if sanctions or compliance checks give cause for concern. You will be notified by email of the result. Until your account is verified, you can only see the pending-verification page.',
      ],
    },
    {
      heading: '5. Listings must be truthful',
      paragraphs: [
        'Scouts and sellers are responsible for the content of their listings. All information must be true, complete in all material respects and not misleading, including revenue and employee ranges, location, price indications and statements on market position and patents. Information must be corrected promptly if it changes.',
        'You may only list a company if you are its owner or authorised by the owner to market it, or, as a scout, if the owner has agreed to the company being presented on the platform. The anonymised description must not allow the company to be identified. Listings must not contain unlawful content, content infringing third-party rights, or personal data of third parties without a legal basis.',
        'We may review, refuse, suspend or remove listings that breach these Terms or the law, and we may ask for evidence supporting the statements in a listing. We do not, however, verify the accuracy of listings and accept no responsibility for their content.',
      ],
    },
    {
      heading: '6. Confidentiality and NDAs',
      paragraphs: [
        'Full details of a listing are shown only to a verified buyer who has signed the non-disclosure agreement (NDA) provided for that listing and has unlocked it. The NDA is concluded between the buyer and the owner of the listing; DealBridge records the signature, the NDA version and the time of signing and may provide these records to the parties for the enforcement of the NDA.',
        'Beyond any NDA, all users must treat non-public information obtained through the platform as confidential, use it only to evaluate the specific transaction, and not disclose it to third parties except to advisers and financing banks who are bound to confidentiality. In particular, buyers may not contact employees, customers or suppliers of a listed company about the transaction without the consent of the listing owner.',
        'Breaches of confidentiality or of an NDA entitle us to suspend or terminate the account concerned, in addition to any claims of the affected listing owner.',
      ],
    },
    {
      heading: '7. Fees',
      paragraphs: [
        `Unlock fee: unlocking the full details of a listing costs ${UNLOCK_FEE_EUR} EUR per listing, plus statutory VAT where applicable. The fee is shown before you confirm the unlock and is invoiced to the billing details stored in your profile. It becomes due on receipt of the invoice. Because the details are made available immediately, the fee is not refunded once the listing has been unlocked, unless the listing was materially false or was withdrawn before the details were made available to you.`,
        `Scout success fee: a scout who introduces a company through a listing on the platform can earn a success fee of up to 5,000 EUR per successful deal. A deal is successful when a purchase agreement or investment agreement concerning the listed company is concluded between parties introduced through the scout's listing and the transaction is completed. The applicable amount and any further conditions are confirmed to the scout in writing; the scout must notify us of the transaction and provide reasonable evidence. There is no entitlement to a fee for transactions not introduced through the platform.`,
        'Registration, verification and browsing anonymised listings are free of charge. We will announce changes to fees in good time before they take effect; changes do not affect unlocks already completed.',
      ],
    },
    {
      heading: '8. No investment, legal or tax advice',
      paragraphs: [
        'The platform, the listings, the blog and all other content are for information purposes only. They do not constitute investment advice, a recommendation to buy or sell a company or shares, a valuation, or legal or tax advice. DealBridge does not provide financial services or investment brokerage.',
        'Every user must make their own decisions and carry out their own due diligence before entering into a transaction, and should obtain independent professional advice from legal, tax and financial advisers.',
      ],
    },
    {
      heading: '9. Acceptable use',
      paragraphs: [
        'You may not misuse the platform. In particular, you may not register with false identities, use the data of other users for purposes other than the evaluation of a transaction, send unsolicited advertising, circumvent the NDA or unlock process, access the platform with automated means such as scrapers or bots, attempt to access data or areas you are not authorised to access, or interfere with the operation or security of the platform.',
        'Users may not circumvent the platform in order to avoid fees owed under these Terms, for instance by passing unlocked details on to another buyer.',
      ],
    },
    {
      heading: '10. Liability',
      paragraphs: [
        'We are liable without limitation for damage caused intentionally or through gross negligence, for injury to life, body or health, under the German Product Liability Act, and to the extent we have given a guarantee.',
        'In cases of slight negligence, we are liable only for breaches of essential contractual obligations, meaning obligations whose fulfilment makes the proper performance of the contract possible in the first place and on whose fulfilment users may regularly rely, and only for the typical damage foreseeable at the time the contract was concluded.',
        'In all cases not covered by the first paragraph of this section, our total liability is capped at the fees paid in the past 12 months, meaning the total fees you paid to DealBridge in the twelve months before the event giving rise to the liability.',
        'We are not liable for the accuracy of listings or other user content, or for the conduct of users, including the conclusion, performance or failure of any transaction between them. The above limitations also apply to the personal liability of our employees, representatives and agents.',
      ],
    },
    {
      heading: '11. Availability and changes to the platform',
      paragraphs: [
        'We aim to keep the platform available at all times but cannot guarantee uninterrupted availability, in particular during maintenance, security updates or events outside our control. We may develop and change the platform, provided that the essential functions remain available to you.',
      ],
    },
    {
      heading: '12. Term and termination',
      paragraphs: [
        "The user agreement runs for an indefinite period. You may terminate it at any time by closing your account or by writing to us. We may terminate it with two weeks' notice, and without notice for good cause, in particular for false information during registration or in listings, breaches of confidentiality or of an NDA, non-payment of fees, or misuse of the platform. We may suspend an account while we investigate a suspected breach.",
        'On termination, your listings are removed from the platform. Obligations that by their nature continue, in particular confidentiality obligations and NDAs, payment obligations for fees already incurred and the scout success fee for transactions introduced before termination, remain in force.',
      ],
    },
    {
      heading: '13. Changes to these Terms',
      paragraphs: [
        'We may amend these Terms with effect for the future for valid reasons, such as changes in the law or in our services. We will notify you of changes by email at least four weeks before they take effect. If you do not object before the effective date, the changes are deemed accepted; we will point out this consequence and your right to object in the notification. If you object, either party may terminate the user agreement.',
      ],
    },
    {
      heading: '14. Governing law and jurisdiction',
      paragraphs: [
        'These Terms and all disputes arising from or in connection with them are governed by the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods.',
        'If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction is Berlin, Germany. Should individual provisions of these Terms be invalid, the validity of the remaining provisions is not affected.',
      ],
    },
  ],
};
