import { defineArticles } from './define';

export const dealTypesArticles = defineArticles('deal-types', [
  {
    id: 'asset-deal-vs-share-deal-germany',
    title: 'Asset Deal vs Share Deal in Germany: What Changes for Buyer and Seller',
    excerpt:
      'Buying the shares of a company and buying its business assets lead to very different results for liability, contracts, employees and tax. A practical comparison under German law.',
    publishedAt: '2024-01-09',
    body: `
There are two basic ways to acquire a business. In a share deal, the buyer acquires the shares in the company that owns the business, for example all shares in a GmbH. In an asset deal, the buyer acquires the individual assets and contracts that make up the business, while the legal entity stays with the seller. The economic result can be similar; the legal and tax consequences are not.

## What the buyer gets

In a share deal, the company remains the same legal person. Everything it owns and everything it owes stays with it: contracts, permits, employees, liabilities, including ones nobody knows about yet. The buyer steps into the shareholder's position and inherits the company's history.

In an asset deal, the buyer chooses what to take over. Each asset must be identified and transferred individually: machines, inventory, receivables, IP rights, customer lists. This selectivity is the main attraction for buyers, because known and unknown liabilities can, in principle, be left behind.

## Contracts and permits

In a share deal, contracts continue unchanged, subject to change-of-control clauses that give counterparties a right to terminate. In an asset deal, contracts do not transfer automatically: each counterparty must consent to the transfer. With many customer, supplier and lease contracts, this can be a substantial effort. Permits are often tied to the legal entity or the operator and may need to be reissued.

## Employees

An asset deal does not let the buyer pick employees freely. Under section 613a of the German Civil Code (BGB), when a business or part of a business is transferred, the employment relationships of the employees assigned to it pass to the buyer by law, with their existing terms. Employees must be informed in writing and may object within one month. Dismissals because of the transfer are invalid. In a share deal, the employer does not change at all.

## Liability

Even in an asset deal, some liabilities can follow the business. If the buyer continues the business under the previous company name, it can be liable for the old business debts under section 25 of the German Commercial Code (HGB), unless this is excluded by registration or notification. Under section 75 of the Fiscal Code (AO), the acquirer of a business is also liable, limited to the acquired assets, for certain business taxes of the previous owner relating to the period shortly before the transfer.

## Tax for the buyer

In an asset deal, the buyer can allocate the purchase price to the acquired assets and depreciate them, including goodwill, which is depreciated for tax purposes over fifteen years. This step-up reduces the buyer's future taxes. In a share deal, the purchase price is the cost of the shares, which cannot be depreciated. Tax loss carryforwards stay with the company in a share deal but are generally forfeited if more than half of the shares are transferred, unless an exception applies; in an asset deal they remain with the seller.

## Tax for the seller

Sellers usually prefer share deals. An individual holding shares in a corporation as private assets pays income tax on only 60 per cent of the gain under the partial income method, if the holding is at least one per cent. A corporate seller is effectively taxed on only five per cent of the gain. In an asset deal, the gain arises in the company, is taxed there with corporate income and trade tax, and is taxed again when the proceeds are distributed to the owners. For sole proprietors and partnerships, different rules apply, including possible reliefs for older sellers.

## Other costs and formalities

The transfer of GmbH shares requires a notarial deed. An asset deal needs notarisation only in certain cases, for example when real estate is transferred. Real estate transfer tax applies in an asset deal that includes property; in a share deal it can arise if 90 per cent or more of the shares in a property-owning company change hands. The transfer of a whole business in an asset deal is normally not subject to VAT.

## Which to choose

In practice, share deals dominate for healthy GmbHs because sellers insist on them for tax reasons, and buyers protect themselves with warranties and indemnities. Asset deals are common for sole proprietorships, for carve-outs of divisions, and for companies with significant liability risks or in insolvency. Because the tax consequences differ so much, both sides should model them with a tax adviser before agreeing a price.
`,
  },
  {
    id: 'earn-out-explained',
    title: 'Earn-Outs: How They Work and How to Negotiate One',
    excerpt:
      'An earn-out bridges the gap between what a seller believes the company is worth and what a buyer is willing to pay today. Done badly, it moves the dispute into the future.',
    publishedAt: '2024-04-09',
    body: `
A seller expects strong growth next year; the buyer is not convinced. Both have reasons. An earn-out lets them agree anyway: part of the purchase price is paid only if the company reaches certain targets after closing. The seller is rewarded if the optimism was justified, and the buyer pays less if it was not.

## The basic structure

The price is split into a fixed part, paid at closing, and a variable part, the earn-out, paid later depending on performance. The earn-out is defined by a metric, a measurement period, a formula linking the metric to a payment, and usually a cap. As a rule of thumb, earn-out periods in SME transactions run for one to three years; longer periods increase the risk that the business changes so much that the original targets no longer make sense.

## Choosing the metric

Revenue is easy to measure and hard to manipulate by the buyer, but it rewards growth even if it is unprofitable. EBITDA or EBIT reflects profitability, but the new owner's decisions on costs, group charges and investments directly affect it. Gross profit is a common compromise. Some deals use non-financial milestones, such as a product approval or the renewal of a major contract.

Whatever the metric, the agreement must define it precisely: which accounting principles apply, how group costs and management fees from the buyer are treated, and how the effects of later acquisitions are excluded.

## All or nothing, or sliding scale

A cliff structure pays the full amount only if a target is met and nothing below it. It creates strong incentives and strong disputes when the result lands just below the line. A linear or stepped scale, for example a payment that rises proportionally between a floor and a ceiling, is usually fairer and easier to live with.

## Protecting the seller

After closing, the buyer controls the business. A seller should negotiate protections: an obligation for the buyer to run the business in the ordinary course and consistent with past practice; a prohibition on moving revenue or costs artificially to or from the company; information rights, such as monthly reporting; and acceleration, meaning the full earn-out becomes due if the buyer resells the company, integrates it so that results can no longer be measured, or dismisses the seller without cause.

## Protecting the buyer

The buyer wants freedom to run and develop the business. It will resist covenants that prevent reasonable decisions and will want the right to set off warranty claims against earn-out payments. A cap on the total earn-out is standard.

## The seller's role

If the seller stays in management during the earn-out period, the incentive is aligned, but conflicts are likely when the new owner wants to change things. If the seller leaves, they depend entirely on decisions they cannot influence. The agreement should reflect which situation applies.

## Dispute resolution

Disputes about the calculation are best resolved by an independent expert, typically an audit firm, acting as an expert arbitrator on the figures. Legal questions, such as whether the buyer breached a covenant, go to court or arbitration.

## Tax

The tax treatment of earn-outs for the seller depends on the structure and can affect when the gain is taxed. Have your tax adviser review the clause before signing; the wording matters.

## When to use one

Earn-outs work best when the disagreement is about a specific, measurable uncertainty and the business will continue to run roughly as before. They work poorly when they are used to paper over a fundamental disagreement on value. In that case the dispute is only postponed.
`,
  },
  {
    id: 'management-buy-out-and-buy-in',
    title: 'Management Buy-Out and Buy-In: Selling to Managers',
    excerpt:
      'Selling to your own management team or to an external manager can preserve continuity and culture. How MBOs and MBIs are structured and financed, and where they tend to fail.',
    publishedAt: '2024-11-12',
    body: `
For many owner-managed companies without a family successor, the most natural buyer is someone who already knows the business or wants to run it personally. In a management buy-out (MBO), the existing managers buy the company. In a management buy-in (MBI), an external manager or team buys it and takes over the management. Combinations of both, sometimes called BIMBOs, are also common.

## Why sellers consider an MBO

The managers know the customers, the staff and the processes. Due diligence is simpler, the transition is smoother, and confidentiality is easier to maintain because no outside competitor sees the figures. For owners who care about continuity for employees and the company's identity, an MBO is often the preferred outcome.

## Why MBIs are different

An external manager brings fresh perspective and often experience from larger companies, but must win the trust of employees and customers from scratch. The due diligence is more intensive, and the handover period with the seller is longer and more important. Banks look closely at the buyer's track record in the industry.

## The financing challenge

Managers rarely have the capital to pay the full price. A typical structure combines several sources: the managers' own equity, which banks expect to be meaningful relative to their personal wealth; senior bank debt, often with promotional loans and a guarantee from a regional guarantee bank; mezzanine capital, for example from a regional investment company for SMEs; a vendor loan from the seller, subordinated to the bank; and, in larger deals, a private equity investor who takes a majority and gives management a significant minority.

The debt is serviced from the company's cash flow, so the company must be stable and generate reliable cash. Highly cyclical or capital-intensive businesses are harder to finance this way.

## Conflicts of interest in an MBO

Managers who want to buy the company have an obvious interest in a low price, yet as employees or managing directors they owe loyalty to the current owner. They also control much of the information. The owner should be transparent about the process, insist on accurate figures, and consider obtaining an independent valuation or testing the market with other buyers. Managers, for their part, should avoid anything that looks like depressing results before the sale.

## Price and structure

MBO prices are often somewhat lower than those paid by strategic buyers, because managers cannot pay for synergies and are limited by what the cash flow can finance. Sellers frequently accept this in exchange for continuity and a simpler process. A vendor loan or an earn-out can close part of the gap, but it also leaves the seller exposed to the success of the buyers.

## Common failure points

MBOs fail most often on financing, when the managers' equity is too small or the bank finds the plan too aggressive; on leadership, when a good second-level manager is not yet ready to be an owner; and on the relationship with the seller, when the former owner cannot step back. Starting early, involving a bank before the price is fixed, and agreeing clear roles for the transition period reduce these risks.

## Preparing an MBO early

Owners who see their managers as potential buyers can prepare years in advance: involve them in strategic decisions, give them profit responsibility, perhaps let them acquire a small stake first. A manager who has already carried real responsibility is a much stronger candidate for a bank and a much safer choice for the seller.
`,
  },
  {
    id: 'selling-a-minority-stake',
    title: 'Selling a Minority Stake or Part of Your Company',
    excerpt:
      'Not every transaction is a full exit. How partial sales, minority investments and staged exits work, and which rights both sides need to protect in the shareholder agreement.',
    publishedAt: '2025-05-06',
    body: `
Some owners want to release part of their wealth, bring in a partner for growth or prepare a gradual handover, without selling the whole company at once. A partial sale can achieve this. It also creates a new relationship between shareholders that must be governed for years, which is why the shareholder agreement matters as much as the price.

## Typical forms

- A minority investment: an investor, often a family office or a fund focused on minority stakes, buys a stake below 50 per cent and supports growth without taking control.
- A majority sale with reinvestment: the owner sells a majority, often to a private equity investor, and keeps a minority, benefiting from a second sale later.
- A staged exit: a successor or strategic partner buys a majority now and the remaining shares later, at a price set by a formula agreed today.
- A partner model: a key employee or manager acquires a small stake as a first step towards an MBO.

## Pricing a minority stake

A minority stake is often valued at less than its proportional share of the whole company, because the holder cannot control decisions or force a sale. How large the discount is depends on the rights attached. A minority with strong protection, a clear exit route and access to dividends is worth more than one without.

## Key thresholds in a German GmbH

Shareholder rights in a GmbH depend heavily on the size of the stake. Amendments to the articles of association, capital measures and many structural changes require a majority of 75 per cent of votes cast, so a holder of more than 25 per cent has a blocking minority. Every shareholder has statutory information and inspection rights. Many other decisions are taken by simple majority unless the articles provide otherwise. The shareholder agreement and the articles can change much of this, which is where negotiation takes place.

## Rights the minority investor will want

Veto rights on important matters such as the budget, major investments, new debt, acquisitions and changes to management; information rights with regular reporting; a seat or observer role on an advisory board; pre-emption rights on new shares to avoid dilution; a tag-along right allowing the investor to sell on the same terms if the majority sells; and an exit route, for example a right to require a sale or IPO after a number of years.

## Rights the majority owner will want

The right to run the business without excessive veto; a drag-along right that obliges the minority to sell on the same terms if a buyer for the whole company is found; pre-emption rights if the minority wants to sell; and restrictions on transfers to competitors.

## Put and call options in staged exits

When a buyer takes over in steps, options govern the second step. A call option gives the buyer the right to acquire the remaining shares; a put option gives the seller the right to sell them. The price formula is critical: a fixed price ignores how the business develops, a multiple of future earnings depends on how those earnings are measured. The same questions as in an earn-out arise, and the same protections are needed.

## Is a partial sale right for you?

A partial sale makes sense if you want to stay involved, believe in further growth, and can work with a partner. If you mainly want to step back completely, a full sale is usually simpler. Either way, think through the exit for both sides on the day you sign, not when the relationship is under strain.
`,
  },
  {
    id: 'carve-out-selling-a-division',
    title: 'Carve-Outs: Selling a Division Instead of the Whole Company',
    excerpt:
      'Selling one business unit while keeping the rest raises particular questions: what exactly is sold, which staff go with it, and how the two parts separate their shared systems.',
    publishedAt: '2026-06-16',
    body: `
Many medium-sized companies grow into several activities over the years. At some point, one of them no longer fits: it is too small, needs investment the owner does not want to make, or would be better placed with a specialist. Selling it separately is called a carve-out. It is more complex than selling a whole company, because the business being sold does not yet exist as a clean, separate unit.

## Defining the perimeter

The first task is to define precisely what is being sold: which products, customers, contracts, machines, inventory, IP rights, employees and premises. In practice, many of these are shared with the remaining business. A sales team may serve both units; a warehouse may store products of both; a patent may protect technologies used in both. Each overlap must be resolved, by allocating the asset to one side, duplicating it, or agreeing a licence or service.

## Legal route: asset deal or hive-down

Because the division is not a separate company, the sale is usually an asset deal, with all its consequences: contracts need counterparty consent, employees assigned to the unit transfer by law under section 613a BGB, and assets must be listed individually. Alternatively, the division can first be transferred into a new subsidiary, for example through a hive-down (Ausgliederung) under the German Transformation Act or a contribution of assets, and the shares of that subsidiary are then sold. This makes the transaction a share deal for the buyer, but the separation work remains and the tax consequences of the preparatory steps must be checked carefully.

## Carve-out financials

Buyers need figures for the business they are buying, but the accounts show only the whole company. Carve-out financial statements allocate revenues and costs to the division. The difficult part is shared costs: management, administration, IT, rent. A buyer will ask what the unit would cost as a stand-alone business, which is often more than the share of costs allocated in the past, because some functions must be built up or bought in. These stand-alone costs reduce the earnings on which the price is based.

## Employees

Determining which employees belong to the transferred unit is not always obvious. Employees who work mainly for the division generally transfer with it; those in central functions usually do not. Disputes about allocation are common, and employees have a right to object. Involve labour law advice and, where one exists, the works council early.

## Transitional services

On day one after closing, the carved-out business often still depends on the seller: IT systems, payroll, accounting, logistics. A transitional services agreement (TSA) lets the seller continue providing these services for a limited time at an agreed price, while the buyer builds its own solutions. Define services, service levels, prices and an end date precisely; unclear TSAs are a frequent source of friction after closing.

## The remaining business

The seller must also consider what is left behind. Overheads that were carried by the sold unit remain and must now be covered by the rest of the business. Shared customers may be confused about whom to contact. A carve-out is a good opportunity to simplify the remaining organisation, but only if that is planned alongside the sale.

## When it makes sense

Carve-outs are worthwhile when the division is valued more highly by a specialist owner than within your company, or when it absorbs management attention disproportionately. Given the separation effort, they are best prepared well in advance, ideally by running the division with its own accounts and management for a year or two before the sale.
`,
  },
]);
