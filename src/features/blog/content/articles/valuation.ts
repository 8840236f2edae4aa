import { defineArticles } from './define';

export const valuationArticles = defineArticles('valuation', [
  {
    id: 'ebitda-multiples-for-smes',
    title: 'EBITDA Multiples for SMEs: Why Two Similar Companies Sell at Different Prices',
    excerpt:
      'Multiples are the common language of company pricing, but the multiple itself is the result of risk, size and quality. What drives it up or down for small and medium-sized businesses.',
    publishedAt: '2024-01-30',
    body: `
Ask an M&A adviser what a company is worth and the first answer will often be a multiple: "about five times EBITDA". The method is simple. You take a measure of sustainable earnings, usually EBITDA (earnings before interest, taxes, depreciation and amortisation) or EBIT, and multiply it by a factor derived from comparable transactions. The result is an enterprise value, the value of the business before debt and cash are taken into account.

The simplicity is deceptive. Two companies with the same EBITDA in the same industry can sell at noticeably different multiples. Understanding why helps sellers set expectations and helps buyers argue their offers.

## Where the numbers come from

Multiples are observed, not calculated from theory. They come from completed transactions and from the valuations of listed companies, adjusted for size. Several German business publications and adviser networks regularly publish multiple ranges by sector. These are useful orientation, but they are averages across deals of different quality, usually for companies larger than a typical family business.

As a rule of thumb, small owner-managed companies often change hands at lower multiples than mid-sized companies in the same sector, with single-digit EBITDA multiples common and low-to-mid single digits frequent for very small businesses. Treat any such range as a starting point for discussion, not as a price.

## Size

Smaller companies carry more risk: fewer customers, thinner management, less bargaining power with suppliers, more exposure to a single bad year. They also attract fewer buyers, especially fewer financial investors, who often have minimum size thresholds. Less competition among buyers means lower prices. This size discount is one of the most consistent patterns in SME transactions.

## Predictability of earnings

Buyers pay more for earnings they can count on. Recurring revenue from maintenance contracts, subscriptions or long-term framework agreements supports a higher multiple than project business that must be won anew each year. A stable or steadily growing three- to five-year history is worth more than a single excellent year.

## Concentration and dependence

Heavy dependence on one customer, one supplier, one product or the owner lowers the multiple, because a single event can remove a large part of the earnings. Buyers either reduce the price or shift part of it into an earn-out.

## Growth and market position

Companies in growing markets with a defensible position, such as specialised know-how, certifications that take years to obtain, or a strong regional brand, attract higher multiples. A declining market attracts lower ones, however profitable the company is today.

## Capital intensity

Two companies with the same EBITDA can generate very different free cash flow. A business that must reinvest heavily in machines every year converts less of its EBITDA into cash than a service company, and a buyer will take that into account, either through a lower EBITDA multiple or by valuing on EBIT instead.

## Using multiples sensibly

For sellers, the most useful exercise is to place your company honestly against these drivers. Which ones work in your favour, which against you, and which could you improve before a sale? For buyers, the multiple is a summary of your risk assessment, not a reason in itself. If you pay a high multiple, you should be able to explain which of these factors justifies it.

Finally, remember that the multiple applies to normalised earnings. An attractive multiple on an inflated EBITDA is not an attractive price.
`,
  },
  {
    id: 'adjusted-ebitda-and-normalisation',
    title: 'Adjusted EBITDA: Normalising the Numbers Before a Sale',
    excerpt:
      'Reported profit rarely shows what a buyer will actually earn. How owners and buyers adjust for owner salaries, one-off items and related-party costs, and where adjustments go too far.',
    publishedAt: '2024-04-23',
    body: `
The profit in an owner-managed company's annual accounts is shaped by the owner's decisions: what salary they pay themselves, whether the company rents the owner's building, which costs are booked through the business. None of this is improper, but it means the reported figure is not what a new owner would earn. Normalisation is the process of converting reported earnings into the sustainable earnings a buyer can expect.

## Owner and family remuneration

The most common adjustment. If the owner-manager pays themselves a modest salary, a buyer who has to hire a managing director will face higher costs; earnings must be reduced accordingly. If the owner takes a high salary, earnings may be adjusted upwards. The benchmark is a market salary for the role actually performed. In German valuation practice this is called the kalkulatorischer Unternehmerlohn.

Family members on the payroll need the same test. If they work full-time in real roles at market pay, no adjustment is needed. If not, their cost is added back, but be ready to show what they actually do.

## Related-party arrangements

Many owners hold the company's property privately and rent it to the business. If the rent is above or below market level, earnings are adjusted to a market rent, and the lease will need to be renegotiated or confirmed as part of the deal. The same applies to loans from shareholders, services provided by other companies of the owner, or company cars used privately.

## One-off items

Costs or income that will not recur can be adjusted: a legal dispute that has been settled, a one-time consultancy project, insurance compensation, the gain from selling an old machine. The key word is "not recur". Buyers become sceptical when every year has its own set of one-off costs, because that pattern suggests the business simply has irregular costs.

## Pro forma adjustments

Sometimes sellers adjust for things that have not happened yet: a price increase agreed with customers from next quarter, cost savings from a recently terminated contract, or a full year of revenue from a new customer won in the autumn. These can be legitimate, but they are forecasts, not history. Buyers often accept them only partly or shift them into an earn-out.

## How to document adjustments

Present a reconciliation bridge: reported EBITDA at the top, each adjustment as a separate line with a short explanation and supporting evidence, and adjusted EBITDA at the bottom, for each of the last three years. Keep the list short and each item defensible. A buyer's financial due diligence will test every line, and an adjustment that fails the test damages the credibility of the others.

## Where it goes too far

Warning signs of excessive adjustment include add-backs larger than a quarter or a third of reported earnings, adjustments that only go in the seller's favour, and costs that are labelled one-off but are in fact necessary to run the business, such as repairs or recruitment. If your adjusted EBITDA depends on such items, the market will see it, and the price will follow the reported figures rather than your bridge.

## Why it matters so much

Because the price is usually a multiple of earnings, every euro of adjustment is worth several euros of purchase price. That is exactly why both sides spend so much time on it. Honest, well-documented normalisation is one of the best investments a seller can make before going to market.
`,
  },
  {
    id: 'from-enterprise-value-to-purchase-price',
    title: 'From Enterprise Value to Purchase Price: Net Debt, Cash and Debt-Free Deals',
    excerpt:
      'A buyer offers five million for your company, yet you receive far less on closing. The bridge from enterprise value to equity value explains why, and where negotiation matters.',
    publishedAt: '2024-09-03',
    body: `
Sellers are sometimes surprised when the figure in the purchase agreement differs greatly from the offer they accepted. Usually nothing has gone wrong. The offer was an enterprise value, and the amount paid for the shares is the equity value. The bridge between the two is where much of the detailed negotiation in a transaction takes place.

## Enterprise value and equity value

Enterprise value is the value of the operating business, independent of how it is financed. Multiples of EBITDA or EBIT produce an enterprise value. Equity value is what the shareholders receive for their shares. The simple relationship is: equity value equals enterprise value minus net financial debt, plus or minus an adjustment for working capital.

## The cash-free, debt-free convention

Most offers are made on a cash-free, debt-free basis. The buyer assumes the company has no financial debt and no surplus cash. At closing, the actual debt is deducted from the price and the actual cash is added. This makes offers comparable regardless of how the company happens to be financed on the day.

## What counts as debt

Bank loans and shareholder loans are obvious. The negotiation concerns the less obvious items, the so-called debt-like items. Buyers typically argue for including pension provisions, which can be substantial in older German companies, leasing liabilities, tax liabilities for past periods, unpaid bonuses for the previous year, deferred purchase price from earlier acquisitions, investment backlog that has been postponed, and sometimes customer prepayments. Each item moved into net debt reduces the price euro for euro. Sellers should review the balance sheet early and decide which items they will argue are part of normal operations.

## What counts as cash

Cash in bank accounts is added, but not all of it is free. Cash needed for day-to-day operations, cash held as security deposits, or cash in foreign subsidiaries that cannot easily be moved may be treated as trapped and excluded. The definition of cash in the agreement is therefore as important as the definition of debt.

## Working capital

A buyer expects the company to come with a normal level of working capital: receivables, inventory and payables at levels that allow the business to continue. If the seller collects receivables aggressively before closing and delays paying suppliers, cash rises and working capital falls. To prevent this, the parties agree a target or normalised working capital level. If the actual level at closing is below target, the price falls; if it is above, the price rises. The target is usually based on an average of the past twelve months, to account for seasonality.

## Two mechanisms: closing accounts or locked box

With closing accounts, the parties estimate net debt and working capital at closing, pay a provisional price and correct it once the closing balance sheet is prepared. With a locked box, the price is fixed on the basis of a recent balance sheet, and the seller guarantees that no value has left the company since then, for example through dividends or unusual payments. The locked box gives certainty and is simpler; closing accounts are more precise but create a second round of negotiation after closing.

## Practical advice

Sellers should ask potential buyers early whether their offer is cash-free, debt-free and which items they intend to treat as debt. Buyers should state their assumptions clearly in the letter of intent. A clear definition at the start avoids the most frustrating kind of late renegotiation.
`,
  },
  {
    id: 'working-capital-adjustments-explained',
    title: 'Working-Capital Adjustments: Setting the Target and Avoiding Disputes',
    excerpt:
      'The working-capital clause rarely gets attention in early negotiations, yet it regularly moves the final price. How the target is set, what belongs in it, and how to keep it dispute-free.',
    publishedAt: '2025-03-18',
    body: `
Working capital is the money tied up in running the business day to day: receivables from customers plus inventory, minus payables to suppliers and similar short-term items. It is not cash and not debt, but it determines how much cash the business needs. In a transaction, working capital matters because it can be manipulated in the months before closing, and because it changes naturally with the seasons.

## Why there is an adjustment at all

Imagine a seller who, in the last month before closing, collects every receivable early, runs inventory down and pays suppliers late. Cash in the company rises, and under a cash-free, debt-free price the seller would receive that cash. The buyer then inherits a business that must immediately rebuild its stock and pay overdue suppliers. The working-capital adjustment prevents this: the price is adjusted by the difference between actual working capital at closing and an agreed normal level.

## Defining what belongs in it

The agreement must define which balance sheet items count. Typically included are trade receivables, inventories, trade payables, prepayments received and made, and short-term accruals for operating costs. Items usually excluded are cash, financial debt and debt-like items, tax assets and liabilities, and anything related to the transaction itself. The same item must never count both in working capital and in net debt, or it would be counted twice.

## Setting the target

The target, sometimes called the peg, is usually the average of month-end working capital over the last twelve months. An average across a full year neutralises seasonal swings: a garden supplier has high inventory in spring, a heating installer high receivables in winter. If the business is growing fast, an average of the past can understate what is needed in future, and the parties may agree a higher target. Sellers should calculate the figure themselves before the negotiations, because buyers will.

## Accounting principles

The closing working capital must be calculated the same way as the target. The agreement should state that the closing accounts follow the same accounting principles, policies and judgements as the figures used for the target, for example for inventory valuation and bad debt provisions. Many disputes arise because the buyer's team applies a more conservative approach after closing.

## Mechanics and timing

Typically, the buyer prepares a closing statement within sixty to ninety days after closing, the seller has a period to review and object, and unresolved points go to an independent expert, usually an audit firm, whose decision is binding on the figures. This expert determination is faster and cheaper than court proceedings.

## Collars and thresholds

To avoid arguments over small amounts, parties sometimes agree a band around the target within which no adjustment is made, or a minimum amount below which differences are ignored. This is particularly sensible for small companies, where the cost of calculating and disputing an adjustment can exceed the amount at stake.

## The locked-box alternative

In a locked-box deal, there is no closing adjustment. The price is based on a balance sheet at a fixed date before signing, and the buyer is protected against value leaking out afterwards. The working-capital question then becomes part of the due diligence on that reference balance sheet: was the working capital at that date normal? For many SME transactions with stable businesses, the locked box is the simpler route.
`,
  },
  {
    id: 'valuation-methods-compared',
    title: 'Valuation Methods Compared: Multiples, DCF and the German Ertragswert',
    excerpt:
      'Market multiples, discounted cash flows, capitalised earnings and asset values each answer a slightly different question. Which method fits which situation in an SME sale.',
    publishedAt: '2025-10-07',
    body: `
There is no single correct value for a company. There is a range of prices at which a willing buyer and a willing seller might agree, and several methods that help narrow that range. In the German-speaking market, four approaches come up regularly. Knowing what each one does, and where it is weak, helps you read valuation reports and offers.

## Market multiples

The most common method in practice: sustainable earnings, usually EBITDA or EBIT, multiplied by a factor observed in comparable transactions. It is fast, easy to explain and reflects what buyers are actually paying. Its weakness is comparability. Published multiples are averages across deals that may differ from yours in size, profitability and risk, and for very small companies there are few truly comparable transactions. Use multiples to check whether a price is within a plausible range, not to derive it to the euro.

## Discounted cash flow

A DCF valuation forecasts the company's free cash flows for several years, typically three to five, adds a terminal value for the years after, and discounts everything to today at a rate that reflects the risk. The method is conceptually sound and forces an explicit discussion of growth, margins and investment needs. Its weakness in SMEs is that the result is very sensitive to the discount rate and the terminal value, and small companies rarely have reliable multi-year plans. A DCF built on an optimistic plan produces an optimistic value.

## Capitalised earnings (Ertragswertverfahren)

The traditional German approach, described in the auditors' standard IDW S 1 and, for smaller companies, in specific practice guidance of the Institut der Wirtschaftsprüfer. Future distributable earnings are estimated and capitalised at a rate based on a risk-free interest rate plus a risk premium. In substance it is close to a DCF on an earnings basis. It is used in court-related valuations, for disputes between shareholders and for family matters such as divorce and inheritance. For small owner-managed companies, the standard explicitly requires attention to owner dependence and to a market salary for the owner.

Not to be confused with this is the simplified capitalised earnings method in the German Valuation Act (vereinfachtes Ertragswertverfahren), used for inheritance and gift tax. It multiplies average past earnings by a fixed statutory factor, currently 13.75. It is a tax tool and often produces values well above market prices for small companies; it says little about what a buyer would pay.

## Asset-based value

The net asset value adds up the market values of all assets and deducts liabilities. For operating companies it usually serves as a floor: a profitable company is worth more than its assets; an unprofitable one may be worth only what its assets would fetch in an orderly sale, the liquidation value. Asset value becomes central for holding companies, property-rich businesses and companies with weak earnings.

## Which method to use

In an SME sale, a sensible approach is to use multiples as the primary reference, a simple earnings or cash-flow valuation as a cross-check, and the asset value as a floor. If the methods produce very different results, the difference itself is informative: it usually points to an assumption, such as growth or risk, that needs discussion.

## Value versus price

A valuation produces a value; a negotiation produces a price. Strategic buyers may pay more because of synergies; financial buyers are bound by their financing capacity; a seller who must sell quickly will accept less. Understand your value range, then let a well-run process find the price.
`,
  },
]);
