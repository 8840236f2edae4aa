import { defineArticles } from './define';

export const legalAndTaxArticles = defineArticles('legal-and-tax', [
  {
    id: 'share-purchase-agreement-key-clauses',
    title: 'The Share Purchase Agreement: Key Clauses Explained',
    excerpt:
      'The share purchase agreement turns months of negotiation into binding obligations. A guided tour of its main clauses for owners who will sign one for the first time.',
    publishedAt: '2024-02-27',
    body: `
When the sale of a German GmbH is agreed, the parties sign a share purchase agreement (SPA, in German Anteilskaufvertrag). Because the transfer of GmbH shares must be notarised, the entire agreement, including its annexes, is recorded by a notary, who reads it aloud at the signing appointment. That alone is a reason to understand the main clauses before the day: changes at the notary's table are expensive and stressful.

## Parties and object of sale

The agreement identifies seller, buyer and the company, and specifies the shares sold by their numbers and nominal amounts, as shown in the shareholder list. Where the seller is a married individual, it is worth checking whether spousal consent is required under matrimonial property rules, which can apply when a person disposes of substantially all of their assets.

## Purchase price and payment

This clause sets the price or the price mechanism: enterprise value, net debt and working capital adjustments with closing accounts, or a fixed price under a locked box with leakage protection. It also covers payment dates, any escrow or holdback, earn-out provisions and vendor loans. Precise definitions of debt, cash and working capital are essential, usually in annexes with illustrative calculations.

## Signing, conditions and closing

Signing creates the obligations; closing transfers the shares against payment. Between the two, conditions may have to be met: merger control clearance for larger deals, investment control approval in sensitive sectors, consents of key contract partners, or financing. The agreement lists the conditions, the steps on the closing date and a long-stop date after which either party can withdraw if conditions are not satisfied.

## Conduct of business before closing

If there is time between signing and closing, the seller undertakes to run the company in the ordinary course and not to take certain measures without the buyer's consent, such as paying dividends, taking on debt, or hiring and firing senior staff.

## Warranties

German statutory sales warranty law fits company purchases poorly, so SPAs replace it with independent guarantees given by the seller, listed one by one: that the shares are owned and unencumbered, the financial statements were properly prepared, material contracts exist and are not terminated, permits are in place, there are no undisclosed disputes, and many more. The statutory remedies are largely excluded and replaced by the contractual regime.

## Indemnities

Indemnities cover specific risks identified in due diligence, such as taxes for periods before closing, a known legal dispute or environmental contamination. Unlike warranties, they apply regardless of the buyer's knowledge and usually from the first euro.

## Limitations of liability

The seller's liability is limited in several ways: a de minimis amount below which individual claims are ignored, a basket that claims must exceed in total, a cap on total liability, limitation periods, and exclusion of matters the buyer knew from the data room. These limits are among the most negotiated points in any SPA.

## Non-compete and other covenants

The seller typically agrees not to compete with the company or solicit its staff and customers for a period after closing, within limits set by competition law and case law.

## Final provisions

Confidentiality, costs (the buyer usually pays the notary fees), governing law, and dispute resolution, often arbitration for larger deals, or the regular courts for smaller ones.

## Practical advice

Ask your lawyer for a one-page summary of the commercial points and the risk allocation in the current draft. Read it against your priorities. Most sellers care about a few things: the price they will actually receive, the maximum they could have to pay back, and how long that risk lasts.
`,
  },
  {
    id: 'warranties-indemnities-and-wi-insurance',
    title: 'Warranties, Indemnities and W&I Insurance',
    excerpt:
      'Who pays if something turns out to be wrong after closing? How warranties and indemnities allocate risk, how liability is limited, and when warranty and indemnity insurance helps.',
    publishedAt: '2024-12-03',
    body: `
A buyer can never know everything about a company before buying it. The purchase agreement therefore allocates the risk of unknown problems between buyer and seller. Warranties, indemnities and their limitations are the tools; warranty and indemnity (W&I) insurance is a way to move part of that risk to a third party.

## Warranties

A warranty is a statement by the seller about the company, given as a contractual guarantee: the financial statements are correct, the company has all required permits, there are no pending disputes beyond those listed, and so on. If a warranty is untrue, the buyer can claim damages, typically in the form of restoring the position that would exist if the statement had been true.

Warranties can be absolute or limited by knowledge, for example "to the seller's knowledge, no customer intends to terminate". Knowledge qualifiers shift risk to the buyer, and their definition matters: whose knowledge counts, and does it include what the seller should have known after reasonable enquiry?

## Disclosure

A seller protects itself against warranty claims by disclosing known issues. In German practice, matters that were fairly disclosed in the data room usually exclude claims, depending on the agreement's wording. Buyers try to limit this to specific disclosures against individual warranties; sellers prefer a general disclosure of the whole data room.

## Indemnities

An indemnity is a promise to pay for a specific, identified risk, such as taxes for periods before closing, the outcome of a known lawsuit, or the cost of remediating known contamination. Because the buyer knew about the risk, it would be excluded from warranty claims; the indemnity covers it explicitly, often without the limitations that apply to warranties.

## Limitations

Typical limitations include a de minimis threshold for individual claims, a basket for the total of claims (either as a deductible, where only the excess is paid, or as a tipping basket, where the whole amount becomes payable once it is exceeded), a cap on total liability, and limitation periods. As a rule of thumb in SME deals, general warranties are often capped at a fraction of the purchase price and expire after eighteen to twenty-four months, while title warranties, that the seller owns the shares, and tax indemnities have higher caps and longer periods. These figures are negotiated individually and vary widely.

## Securing claims

A warranty claim is only as good as the seller's ability to pay. Buyers therefore ask for part of the price to be held in escrow or retained, or set off against deferred payments such as earn-outs or vendor loans. Sellers who distribute the proceeds immediately should be aware that they may be asked to repay.

## W&I insurance

A W&I insurance policy, usually taken out by the buyer, covers losses from breaches of warranties and, in some cases, the tax indemnity. The buyer claims against the insurer instead of the seller. This allows the seller to agree to a very low cap, sometimes a nominal amount, and to receive the price with little risk of repayment. The buyer gains a solvent counterparty.

The policy excludes matters known to the buyer, risks identified in due diligence, forward-looking statements, and certain categories such as pension underfunding or fines. Insurers require a proper due diligence process and reports. The premium is a one-off payment calculated as a percentage of the insured amount, and there is a retention that the buyer bears itself.

## Is it worth it for small deals?

Historically, minimum premiums made W&I insurance uneconomic for smaller transactions. The market has developed, and policies for smaller deals are available, though not always at proportionate cost. For an SME transaction, compare the premium with the value of the risk protection and of a cleaner exit for the seller, which may allow a better price in return.
`,
  },
  {
    id: 'how-a-company-sale-is-taxed-in-germany',
    title: 'How the Sale of a Company Is Taxed in Germany',
    excerpt:
      'The same price can leave very different amounts after tax, depending on the legal form, the deal structure and the seller’s age. An overview of the main rules for owners.',
    publishedAt: '2025-02-25',
    body: `
For most sellers, the question that matters is not the price but what remains after tax. In Germany, the answer depends mainly on three factors: whether the seller holds shares in a corporation or owns a sole proprietorship or partnership interest; whether the shares are held personally or through a holding company; and whether shares or assets are sold. This overview explains the main rules. It cannot replace individual tax advice, which you should obtain before agreeing the structure of a sale.

## Shares in a GmbH held personally

If an individual sells shares in a corporation and has held at least one per cent at any time in the previous five years, the gain is taxed as business income. Under the partial income method (Teileinkünfteverfahren), 60 per cent of the gain is subject to personal income tax, and 40 per cent is tax-free. Correspondingly, only 60 per cent of the related costs are deductible. Where applicable, solidarity surcharge and church tax are added. For smaller holdings below one per cent, the flat withholding tax on capital gains applies instead.

## Shares held through a holding company

If the shares are held by a corporation, for instance a personal holding GmbH, 95 per cent of the gain is tax-free for corporate income and trade tax purposes, so the effective tax burden is low. The proceeds remain in the holding and are taxed only when distributed to the owner. That makes holding structures attractive for owners who intend to reinvest.

Beware of last-minute restructuring: if shares were contributed to a holding company at below market value, a sale within seven years can trigger retroactive taxation of the contribution, reduced by one seventh for each full year that has passed. Holding structures need to be set up well in advance of a sale.

## Sole proprietorships and partnerships

When an individual sells an entire business or an entire partnership interest, the gain is taxed as income, with two possible reliefs for sellers who have reached the age of 55 or are permanently unable to work. A tax-free allowance of 45,000 euros is available once in a lifetime, reduced where the gain exceeds 136,000 euros. In addition, a reduced tax rate of 56 per cent of the average tax rate can be claimed once in a lifetime for gains up to five million euros. Without these, a different averaging rule may soften progression. The gain of an individual from selling an entire business is generally not subject to trade tax.

## Asset deal by a corporation

If a GmbH sells its business assets rather than the owner selling the shares, the gain arises in the GmbH and is subject to corporate income tax and trade tax, together roughly 30 per cent depending on the municipality. When the proceeds are distributed to the shareholder, they are taxed again as dividends. The combined burden is much higher than in a share deal, which is why sellers of GmbHs usually insist on selling shares.

## Deferred and contingent payments

Earn-outs, vendor loans and escrow arrangements raise timing questions: when is the gain taxed, and what happens if a deferred amount is never paid? The answers depend on the legal form and the contractual wording. Agree these clauses with your tax adviser before signing.

## Other taxes

Real estate transfer tax may arise if property is transferred directly in an asset deal, or if 90 per cent or more of the shares in a property-owning company change hands. The sale of an entire business in an asset deal is usually not subject to VAT. For the buyer, the structure also matters: in an asset deal the purchase price can be depreciated, in a share deal it cannot.

## Plan early

Many tax advantages depend on conditions that must be met before the sale: holding periods, age thresholds, the legal form. A discussion with a tax adviser two or three years before a planned sale is one of the most valuable steps a seller can take.
`,
  },
  {
    id: 'employees-in-a-business-transfer',
    title: 'Employees in a Business Transfer: Section 613a BGB in Practice',
    excerpt:
      'In an asset deal, employment relationships pass to the buyer by law. What the rule covers, what information employees must receive, and how share deals differ.',
    publishedAt: '2025-08-19',
    body: `
Employees are at the heart of most small and medium-sized businesses, and German law protects them when the business changes hands. The central rule is section 613a of the Civil Code (BGB), based on the EU directive on transfers of undertakings. Buyers and sellers who ignore it risk invalid dismissals, claims and unrest in the workforce.

## When the rule applies

Section 613a applies when a business or part of a business is transferred to a new owner by legal transaction, typically in an asset deal. The test is whether an economic entity keeps its identity after the transfer, considering factors such as the transfer of assets, customers, the workforce and the continuation of similar activities. In a share deal, the rule does not apply because the employer, the company itself, does not change.

## What happens to employment relationships

The buyer becomes the employer of the employees assigned to the transferred business, by operation of law, with all rights and obligations. Length of service, salaries, holiday entitlements and pension commitments continue. Terms from collective agreements or works agreements that applied before the transfer generally continue as individual terms and cannot be changed to the employees' disadvantage for one year, unless other collective agreements apply at the buyer.

The buyer cannot choose to take over only some employees of the transferred unit. Conversely, the buyer does not take over employees who were not assigned to the transferred business.

## Information and objection

Both the seller and the buyer must inform the affected employees in writing before the transfer about its date, reason, legal, economic and social consequences, and any measures planned for employees. Each employee may object within one month of receiving correct information, in which case their employment stays with the seller, who may then be able to dismiss them for operational reasons if there is no work left.

The information letter must be accurate and complete. If it is incorrect, the one-month period does not begin, and employees may object much later. Drafting this letter carefully, with legal advice, is one of the most important practical steps in an asset deal.

## Dismissals

A dismissal because of the transfer is invalid. Dismissals for other reasons, such as a genuine restructuring plan, remain possible, but the distinction is examined closely by the courts. Buyers who plan to reduce staff should discuss this with an employment lawyer before structuring the deal.

## Liability for existing obligations

The seller remains jointly liable with the buyer for obligations that arose before the transfer and fall due within one year after it, proportionate to the time elapsed. In the purchase agreement, the parties allocate these obligations between themselves, for instance for accrued holiday and bonuses.

## Works council

Where a works council exists, a transfer combined with changes to the organisation may require consultation and, in some cases, negotiations on a reconciliation of interests and a social plan. In companies with an economic committee, management must inform it about a planned takeover, including in a share deal, when control over the company is acquired.

## Communication matters as much as law

Beyond legal obligations, how employees learn about a sale shapes the success of the transfer. Coordinate the message between seller and buyer, inform key staff personally, and be ready for questions about jobs, pay and location. Clear and early communication prevents rumours and the loss of people a buyer was counting on.
`,
  },
  {
    id: 'non-compete-clauses-after-a-sale',
    title: 'Non-Compete and Non-Solicitation Clauses After a Company Sale',
    excerpt:
      'Buyers want to be sure the seller will not open a competing business next door. What German and EU law allow, and how to draft restrictions that hold up.',
    publishedAt: '2026-05-12',
    body: `
A buyer who pays for a company's goodwill, its customer relationships, reputation and know-how, expects the seller not to take it back by competing. Purchase agreements therefore almost always contain a non-compete clause and related restrictions. But restrictions that go too far are void, and a void clause protects nobody.

## Why restrictions are allowed at all

Competition law generally prohibits agreements that restrict competition. Restrictions agreed in a company sale are accepted as long as they are directly related to and necessary for the transaction, because without them the buyer could not obtain the full value of what it bought. The European Commission's guidance on such ancillary restraints, which German authorities and courts also take into account, accepts non-competes of up to three years where both goodwill and know-how are transferred, and up to two years where only goodwill is transferred.

German civil courts apply a similar limit from a different angle: restrictions that go beyond what is needed to protect the buyer's legitimate interests can be void as contrary to public policy. For shareholders and managing directors, courts have repeatedly treated about two years as the typical acceptable period.

## Scope: activities and territory

The restriction must be limited to the activities of the business sold, including products or services it actually offered or was concretely preparing, and to the territory where it was active. A clause preventing a regional installer's seller from any activity in the building sector throughout Europe would be excessive. A clause preventing them from offering the same services in the regions served by the company for two years is likely reasonable.

## Non-solicitation of customers and employees

Closely related are clauses preventing the seller from soliciting the company's customers or hiring its employees. They are subject to similar limits on duration and scope and are often easier to justify than a full non-compete, because they target the specific value the buyer acquired.

## Sellers who stay employed

If the seller continues to work for the company as an employee after the sale, a post-contractual non-compete in the employment contract requires compensation of at least half of the last remuneration for its duration under German commercial law. For managing directors, different rules apply, but courts also look closely at whether the restriction is reasonable. Keep the non-compete linked to the sale in the purchase agreement and coordinate it with any service contract.

## Consequences of breach

A contractual penalty for each breach is common, because actual damages are difficult to prove. The buyer may also claim an injunction and damages. The penalty should be proportionate; an excessive penalty may be reduced or challenged.

## Overreaching does not pay

Drafting a longer or broader clause in the hope that a court will cut it back is risky. Courts may reduce an excessive duration to an acceptable one in some cases, but an excessive territorial or subject-matter scope can make the whole clause void. Precise, moderate drafting is the best protection.

## Points for the seller

Check that the restriction leaves room for what you plan to do next, for example investing in unrelated businesses, holding small stakes in listed companies, or advising in a different field. These exceptions should be written into the clause.
`,
  },
]);
