import { defineArticles } from './define';

export const financingArticles = defineArticles('financing', [
  {
    id: 'kfw-and-erp-loans-for-acquisitions',
    title: 'KfW and ERP Loans for Company Acquisitions',
    excerpt:
      'Germany’s promotional bank supports business takeovers with low-cost loans distributed through your house bank. How the programmes work, who qualifies and the timing rule that catches many buyers out.',
    publishedAt: '2024-03-19',
    body: `
Taking over an existing company counts as a business start in the logic of German promotional finance. That makes many buyers of small and medium-sized companies eligible for programmes of KfW, the federal promotional bank, and of the development banks of the individual federal states. For a private buyer or a management team, these loans can make the difference between a financing plan that works and one that does not.

## How promotional loans reach you

KfW does not lend directly to companies. It works through the on-lending principle: you apply via your house bank or another commercial bank, which checks your application, passes it to KfW and carries all or part of the credit risk. In practice, this means the bank's credit assessment decides whether you get the loan. A convincing business plan and a bank that knows you matter more than the programme itself.

## The relevant programmes

For acquisitions, the ERP start-up loans (ERP-Gründerkredit) are the most important. The StartGeld variant is aimed at small financing needs, up to 125,000 euros, and KfW assumes a large part of the bank's risk, which makes banks more willing to lend to newcomers. The Universell variant covers larger amounts, up to 25 million euros per project, and can finance the purchase price of a company or a significant stake, as well as investments and working capital. Both are available to people taking over an existing business, not only to those founding a new one.

Interest rates depend on the borrower's creditworthiness and the collateral, and conditions change regularly. Check the current programme sheets and rates with KfW or your bank; do not rely on figures from older articles, including this one.

## The timing rule

The most common mistake: promotional loans must be applied for before the project begins. For an acquisition, signing the purchase agreement generally counts as the start of the project. If you sign first and apply afterwards, the programme is usually no longer available. Involve your bank while you are negotiating, and plan the application into the timetable before signing, or agree with the seller that the purchase agreement only becomes effective once financing is confirmed.

## Guarantee banks

Many buyers lack sufficient collateral for the bank loan. The guarantee banks (Bürgschaftsbanken) of the federal states can guarantee a large part of the loan, reducing the bank's risk. They assess the plan and the person, charge a fee, and often work closely with the house bank. For small acquisitions, combining a promotional loan with a guarantee is a standard structure.

## Regional programmes and mezzanine capital

The development banks of the federal states offer their own loans for business succession, sometimes on better terms for local projects. Regional investment companies for SMEs (Mittelständische Beteiligungsgesellschaften) provide silent partnerships and other mezzanine capital, which banks can treat as quasi-equity and which strengthens the buyer's equity base.

## Putting it together

A typical small acquisition might be financed with the buyer's own equity, a promotional loan through the house bank backed by a guarantee-bank guarantee, possibly a silent partnership from a regional investment company, and a vendor loan from the seller. Each piece has conditions, so prepare a single, consistent business plan that all parties can use.

## What banks want to see

Expect to provide a business plan with three to five years of forecasts, the company's historical accounts, the draft purchase agreement or letter of intent, your CV showing relevant experience, a personal financial statement and evidence of your equity. The strongest applications show that the buyer understands both the business and the risks of the takeover, and has a realistic plan for the first years.
`,
  },
  {
    id: 'vendor-loan-seller-financing',
    title: 'The Vendor Loan: When the Seller Finances Part of the Price',
    excerpt:
      'A vendor loan can bridge a financing gap and signal the seller’s confidence in the business. What sellers risk, what banks expect, and how to document it properly.',
    publishedAt: '2024-08-27',
    body: `
In many SME acquisitions, the buyer's equity and the bank loan together do not cover the agreed price. A common solution is a vendor loan (Verkäuferdarlehen): the seller agrees to receive part of the price later, in instalments, with interest. Economically, the seller lends the buyer money to buy the seller's own company.

## Why vendor loans are common

For the buyer, a vendor loan reduces the need for bank debt and equity. For the bank, it is a signal: a seller who is willing to wait for part of the price believes the company will continue to generate cash. For the seller, it can make a sale possible at all, especially with private buyers or management teams, and can support a higher price than the buyer could otherwise finance.

## The seller's risk

A vendor loan is real risk. If the business struggles after the sale, the buyer may not be able to pay. And the seller usually ranks behind the bank. Banks typically require the vendor loan to be subordinated, meaning it is repaid only after bank debt is served, and often require that no payments are made to the seller during the first years or while certain financial ratios are not met. In an insolvency, a subordinated loan is likely to be lost.

Sellers should therefore only lend an amount they could, in the worst case, do without, and should treat the vendor loan as part of the price that is at risk, not as certain money.

## Typical terms

There is no standard, but common features are a term of a few years, an interest rate that compensates for the risk, and repayment either in regular instalments or in a single payment at the end. As a rule of thumb, vendor loans in small transactions often account for a minority share of the price, perhaps ten to thirty per cent; larger shares are possible but increase the seller's exposure significantly.

## Protecting the seller

Sellers can negotiate protections, to the extent the financing bank accepts them: information rights, with regular financial reporting; covenants that restrict dividends or additional debt while the loan is outstanding; a personal guarantee from the buyer; security such as a pledge of the shares, usually ranking behind the bank; and acceleration if the buyer resells the company. A retention of title over the shares until full payment is rarely feasible when banks are involved, but a second-ranking pledge often is.

## Vendor loan versus earn-out

Both defer part of the price, but they differ. A vendor loan is a fixed debt: the amount is owed regardless of the company's performance, even if its recovery depends on it. An earn-out is contingent: it is only owed if targets are met. Sellers sometimes prefer a vendor loan because the claim is clear; buyers sometimes prefer an earn-out because it adapts to the business. Some deals use both.

## Documentation

The vendor loan should be documented in a separate loan agreement, referenced in the purchase agreement, and coordinated with the bank's subordination agreement. Inconsistencies between the three documents, such as different payment dates or conflicting conditions, cause problems later. Have your adviser review all three together.

## Tax

For the seller, the tax treatment of the sale itself and of the interest income must be considered separately; in some cases, the timing of taxation of the deferred price is relevant. Discuss this with your tax adviser before agreeing the structure.
`,
  },
  {
    id: 'structuring-acquisition-financing',
    title: 'Structuring Acquisition Financing: Equity, Senior Debt and Mezzanine',
    excerpt:
      'How much debt can a small company carry after a takeover? The building blocks of acquisition financing and the ratios banks use to decide.',
    publishedAt: '2025-04-15',
    body: `
Most acquisitions of small and medium-sized companies are financed partly with borrowed money, repaid from the acquired company's future cash flow. The structure of that financing determines how much risk the buyer takes, how much freedom the company has after the takeover, and whether the deal can be done at all.

## The building blocks

Equity is the buyer's own money: savings, capital from co-investors, or a private equity fund's commitment. It carries the highest risk and the highest potential return, and it is the foundation every lender looks at first.

Senior debt is the bank loan, secured by the company's assets and the shares, repaid first. It is the cheapest form of financing but comes with the strictest conditions.

Mezzanine capital sits between debt and equity: subordinated loans, silent partnerships or profit-participating loans. It is more expensive than senior debt but strengthens the equity cushion from the bank's perspective.

Vendor financing, through a vendor loan or an earn-out, shifts part of the price into the future and shares risk with the seller.

## How much debt is possible

Banks assess debt capacity mainly by the ratio of debt to EBITDA and by the debt service coverage, the relationship between the cash available and the interest and repayments due each year. For small acquisitions, lenders are generally conservative: as a rule of thumb, senior debt of two to three times sustainable EBITDA is often the upper end for an owner-managed company, with higher levels reserved for larger, very stable businesses. The company must also be able to repay the debt within a reasonable period, typically five to seven years.

## The acquisition vehicle

Buyers often set up a new company (a holding or NewCo) that takes out the loan and buys the shares of the target. The target's cash flow then reaches the NewCo through dividends or, more efficiently, through a profit and loss transfer agreement that creates a tax group. This allows the interest paid by the NewCo to be offset against the target's profits for tax purposes. The structure has legal and tax requirements, so design it with an adviser before signing.

## Covenants

Loan agreements contain financial covenants, such as a maximum leverage or minimum debt service coverage, tested quarterly or annually. If a covenant is breached, the bank can renegotiate terms or demand repayment. Negotiate covenants with enough headroom for a weaker year; a covenant set at exactly the level of your plan will be breached at the first disappointment.

## Common mistakes

The most frequent mistake is financing the purchase price without leaving room for what the company needs after the takeover: working capital, postponed investments, transaction costs and a cash reserve. A second is relying on synergies or growth to repay the debt. Banks lend against the historical cash flow; the plan's upside should be a bonus, not a requirement.

## A worked example in outline

Imagine a company with a sustainable EBITDA of one million euros, bought for five million. A conservative structure might be around one and a half to two million of equity (including a silent partnership), two to two and a half million of bank debt with a promotional component, and a vendor loan of half a million to one million. Whether this works depends on the company's capital expenditure, taxes and working capital, so the real test is a cash flow forecast, not the ratios alone.

## Start with the bank early

Discuss the structure with a bank before making a binding offer. The bank's view of debt capacity effectively sets the upper limit of what a buyer can pay, and knowing it early avoids offers that cannot be financed.
`,
  },
  {
    id: 'private-equity-in-the-mittelstand',
    title: 'Private Equity in the Mittelstand: What Owners Should Expect',
    excerpt:
      'Financial investors are a growing group of buyers for medium-sized companies. How they think, what they offer beyond money, and what changes for a company after a private equity deal.',
    publishedAt: '2026-02-03',
    body: `
For a long time, many German family business owners were sceptical of private equity. That has changed. Funds, family offices and investment holdings are now regular buyers of medium-sized companies, especially in succession situations. Understanding how they work helps owners decide whether such a buyer fits their goals.

## How a private equity fund works

A fund collects capital from institutional investors, such as pension funds and insurers, and invests it in companies over a few years. It aims to increase their value and sell them again, typically after four to seven years, returning the proceeds to its investors. This finite holding period is the central difference from a strategic buyer or a family, who may hold a company indefinitely.

Family offices and evergreen investment holdings also act as financial buyers but often have longer or unlimited holding periods. Ask every financial buyer how long it intends to hold the company and what happens afterwards.

## What they look for

Financial investors favour companies with stable cash flows, a defensible market position, growth opportunities and, importantly, a management team that can run the business without the seller. Many small and mid-sized funds pursue buy-and-build strategies: they acquire a platform company and then add smaller companies in the same sector. A good regional company can be an attractive platform or add-on.

## Typical deal structures

Private equity deals often involve acquisition debt at the level of a new holding company, a majority for the fund, and a minority for management and sometimes for the seller. Sellers are frequently asked to reinvest part of their proceeds, remaining a shareholder until the fund sells. This second bite can be lucrative but ties the seller to the fund's strategy.

Management usually receives a share package with attractive returns if targets are met, which aligns their interests with the fund's.

## What changes after the deal

Expect more formal governance: monthly reporting, budgets, an advisory board with the investor's representatives, and decisions on major matters that require the investor's consent. Expect a value creation plan with concrete initiatives, such as professionalising sales, expanding into new regions, or add-on acquisitions. Expect more focus on cash flow because of the acquisition debt.

Many companies benefit from this discipline and from the investor's network and experience. Some struggle with the faster pace and the pressure of the debt.

## Questions to ask a private equity buyer

- How long do you usually hold investments, and how did your previous exits go?
- Can we speak to owners who sold to you?
- How much debt will be placed on the company?
- What role do you expect from me and from management after the deal?
- What is your plan for employees, the location and the brand?

## Is it right for you?

Private equity can be a good buyer if the company has growth potential that requires capital or professional management, and if the owner is comfortable that the company will be sold again in a few years. If the priority is permanent ownership and a quiet continuation, a strategic buyer, a family office with a long horizon, or a management buy-out may fit better. Many owners find it useful to speak to several types of buyers before deciding.
`,
  },
]);
