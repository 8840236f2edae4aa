import{t as e}from"./Badge-D7tEGcxR.js";import{t}from"./Card-BLzhEHBB.js";import{Bt as n,F as r,Y as i,bt as a,kt as o,pt as s,xt as c}from"./index-C6w_Iz4m.js";import{t as l}from"./format-D7TlrB9U.js";function u(e,t){return t.publishedAt.localeCompare(e.publishedAt)||e.id.localeCompare(t.id)}function d(e,t){return e.find(e=>e.id===t)}function f(e,t){return typeof t==`string`&&e.includes(t)}function p(e){return e.toLocaleLowerCase(`en`).normalize(`NFKD`).replace(/[\u0300-\u036f]/g,``)}function m(e,{query:t,category:n,categoryLabel:r}){let i=p(t??``).split(/\s+/).filter(Boolean);return e.filter(e=>!n||e.category===n).filter(e=>{if(i.length===0)return!0;let t=p([e.title,e.excerpt,r?.(e.category)??e.category,...e.content.map(e=>e.text)].join(` `));return i.every(e=>t.includes(e))}).sort(u)}function h(e,t,n=3){return e.filter(e=>e.category===t.category&&e.id!==t.id).sort(u).slice(0,n)}function g(e,t,n=3){let r=[];for(let t of e)r.includes(t.category)||r.push(t.category);let i=r.indexOf(t.category),a=[...r.slice(i+1),...r.slice(0,Math.max(i,0))].filter(e=>e!==t.category),o=[];for(let t of a){if(o.length>=n)break;let r=e.filter(e=>e.category===t).sort(u)[0];r&&o.push(r)}return o}var _={"selling-a-business":`navy and teal`,"buying-a-business":`deep blue and cyan`,valuation:`indigo and turquoise`,"due-diligence":`slate blue and sea green`,"deal-types":`midnight blue and aqua`,financing:`petrol blue and sky blue`,"legal-and-tax":`dark navy and steel blue`,succession:`deep teal and warm sand`,"ip-and-patents":`ultramarine and mint`,esg:`deep teal and fresh green`,"industry-focus":`cobalt and teal`};function v(e){return`Abstract artwork of geometric shapes on a ${_[e]} gradient`}function y(e){let t=[];for(let n of e.trim().split(/\n\s*\n/)){let e=n.split(`
`).map(e=>e.trim()).filter(Boolean);if(e.length===0)continue;if(e[0].startsWith(`## `)){t.push({type:`heading`,text:e.join(` `).slice(3).trim()});continue}let r=[],i=()=>{r.length>0&&t.push({type:`paragraph`,text:r.join(` `)}),r=[]};for(let t of e)t.startsWith(`- `)?(i(),r.push(`• ${t.slice(2).trim()}`)):r.push(t);i()}return t}function b(e){return e.split(/\s+/).filter(e=>/[\p{L}\p{N}]/u.test(e)).length}function x(e){return e.reduce((e,t)=>e+b(t.text),0)}function S(e,t,n){let r=b(e)+b(t)+x(n);return Math.max(1,Math.round(r/200))}function C(e,t){return t.map(({body:t,...n})=>{let r=y(t);return{id:n.id,title:n.title,category:e,image:`/blog/${n.id}.webp`,imageAlt:n.imageAlt??v(e),excerpt:n.excerpt,publishedAt:n.publishedAt,readingMinutes:S(n.title,n.excerpt,r),content:r}})}var w=C(`buying-a-business`,[{id:`buying-your-first-company`,title:`Buying Your First Company: A Guide for Search Entrepreneurs`,excerpt:`Buying an established business instead of founding one is a real career path, but it rewards preparation. What to clarify about yourself, your money and your search before you sign an NDA.`,publishedAt:`2024-02-06`,body:`
Thousands of owners in the German-speaking Mittelstand are looking for a successor, and a growing number of experienced managers are considering taking over an existing company rather than starting one. Buying a running business gives you customers, staff and cash flow from day one. It also means paying for them, and taking responsibility for a history you did not write.

## Start with yourself

Before looking at listings, be honest about what you can run. Your industry experience, your management style and your appetite for risk should shape the search. A former sales director from the machinery sector will be more credible, to sellers and to banks, when buying a machinery supplier than a chain of bakeries. Lenders in particular assess the person as much as the company: relevant management experience is often the first thing they ask about.

## Define search criteria

Write a short acquisition profile: industry or industries, region, size (for example revenue between two and ten million euros), minimum profitability, and the role you want to take. This profile is what you send to advisers, platforms and business contacts, and it lets sellers see quickly whether you are a fit. Too broad a profile signals that you have not thought it through; too narrow a profile may mean you wait for years.

## Know your financing frame

Most first-time buyers combine equity, bank debt and often a vendor loan. Banks generally expect the buyer to contribute a meaningful share of equity; as a rule of thumb, plan for at least ten to twenty per cent of the purchase price from your own funds, though this varies with the company and the lender. Promotional programmes such as the ERP loans distributed through your house bank can reduce the cash you need, and regional guarantee banks can secure part of the loan. Talk to a bank before you make an offer, not after.

## Build a small team of advisers

You will need a tax adviser experienced in acquisitions, a lawyer for the purchase agreement, and possibly a financial due diligence provider. Agree on their scope and fees in advance. For a small deal, a focused review of the key risks is better than an expensive, exhaustive report.

## Approach sellers with care

Owners selling a company they built are often emotional about it. They want to know who you are, why you want this company, and what will happen to their employees. A short personal profile, a clear explanation of your plans, and respect for confidentiality build trust. Sign NDAs promptly and honour them, ask precise questions, and do not make offers you cannot finance.

## Expect a long search

Finding the right company usually takes longer than buying it. Many searches run for a year or more, and many promising leads end at the first look at the numbers. That is normal. Keep a simple log of the companies you have reviewed and why you passed; it sharpens your criteria and shows sellers and banks that you run a disciplined process.

## Plan the handover from the start

The previous owner's knowledge is a large part of what you are buying. Agree early how long they will stay, in what role, and how customers and staff will be introduced to you. A structured transition of six to twelve months is common in owner-managed companies, and a seller who supports it is often worth more than a slightly lower price.
`},{id:`reading-a-teaser-critically`,title:`How to Read a Teaser Critically`,excerpt:`A teaser is a marketing document written to make you interested. Here is how buyers can extract real information from it and decide quickly whether to sign the NDA.`,publishedAt:`2024-07-09`,body:`
Buyers who take acquisitions seriously see many teasers. Most are not a fit, and the skill is to find out quickly which ones deserve the time an NDA, an information memorandum and a first meeting require. A teaser is written by the seller's side to create interest, so reading it well means noticing what it says, how it says it, and what it leaves out.

## Start with the hard facts

Look first at what can be checked later: industry, region, revenue range, earnings figure, employees, and the reason for sale. If the earnings figure is labelled "adjusted EBITDA", expect that the owner's salary, one-off costs or private expenses have been added back. That is legitimate, but the size of those adjustments will matter. Note the year the figures refer to; a teaser circulated in the autumn that shows only the previous year's results may be hiding a weaker current year.

## Translate the adjectives

Phrases such as "market leader in its niche", "loyal customer base" or "significant growth potential" are common. Treat each one as a question for later: leader by what measure? How many customers make up most of the revenue? Why has the potential not been realised yet? Growth potential that the current owner has not pursued for a decade is often harder to capture than it sounds.

## Look for what is missing

Teasers are short by design, but certain omissions are telling. No earnings figure, only revenue, may mean profitability is weak. No reason for sale leaves you guessing whether it is succession or a problem. A price expectation that is far above typical levels for the industry suggests a seller who may not yet be ready to negotiate. None of these are reasons to reject a teaser outright, but they should shape your first questions.

## Check the fit against your criteria

Compare the teaser with your acquisition profile. Is the size within your financing capacity? Is the company in a region where you can manage it? Does it need skills you have? A good opportunity for someone else is not a good opportunity for you, and a short, polite no to the seller saves everyone time.

## Prepare targeted questions

If the teaser passes, sign the NDA and list the questions you want the information memorandum to answer. Typical ones: revenue by customer and concentration of the top five; the development of gross margin over three to five years; the role of the owner and the second management level; order backlog; capital expenditure needs; and any property, leases or permits that are critical to the business.

## On a marketplace

On our platform, listings show an anonymised description visible to verified buyers. Full details are released after you sign the NDA and unlock the listing. Use the anonymised description the same way as a teaser: decide whether the basic profile fits before unlocking, and send precise questions through the inquiry function rather than general expressions of interest. Sellers respond more readily to buyers who have clearly read what they published.

## A simple first filter

Many experienced buyers decide within fifteen minutes whether to pursue a teaser. Industry fit, size fit, a plausible earnings level and a credible reason for sale are enough to proceed. Everything else belongs to the next stage.
`},{id:`what-a-letter-of-intent-contains`,title:`What a Letter of Intent Contains, and What It Should Not`,excerpt:`The letter of intent is mostly non-binding, yet it shapes everything that follows. A clause-by-clause guide for buyers and sellers of small and medium-sized companies.`,publishedAt:`2024-10-15`,body:`
After the first meetings, the buyer and seller usually record their understanding in a letter of intent, often called an LOI, term sheet or memorandum of understanding. In Germany it is generally drafted as non-binding on the main commercial points, with a few clauses that are expressly binding. It is not the purchase agreement, but the points agreed here are hard to reopen later.

## Parties and the transaction

The LOI names the buyer and seller and describes what is being bought: all shares in a GmbH, a majority stake, or certain assets and the business operations. If the buyer plans to use an acquisition vehicle or bring in co-investors, that should be mentioned.

## Price or price mechanism

The most important commercial clause. It should state whether the price is an enterprise value from which net debt is deducted, or a fixed equity price; whether a working capital target applies; whether a locked-box date or closing accounts will be used; and which parts of the price are deferred, such as an earn-out or vendor loan. A vague statement like "approximately 4 million euros subject to due diligence" leaves room for significant renegotiation later.

## Structure and financing

Share or asset deal, any reinvestment by the seller, and how the buyer will finance the purchase. Sellers should ask for evidence of financing: a letter from the bank, proof of equity, or a fund's commitment.

## Due diligence and timetable

The scope of the buyer's review, the documents to be made available and a timetable to signing and closing. A clear timetable keeps both sides disciplined.

## Exclusivity

The seller agrees not to negotiate with other buyers for a period, commonly six to twelve weeks for an SME transaction. This clause is binding. From the seller's point of view it should be as short as realistic and should end automatically if the buyer lowers its offer or misses deadlines.

## Other key terms

Depending on the deal: the seller's role after closing, treatment of key employees, non-compete obligations, conditions such as financing or merger control, and any particular indemnities the buyer already knows it will want.

## Binding clauses

Confidentiality (unless a separate NDA exists), exclusivity, costs (each party usually bears its own), governing law and place of jurisdiction. The LOI should state clearly which clauses are binding and that everything else is not.

## What an LOI should not do

It should not contain a binding obligation to sign the purchase agreement. Where a transfer of GmbH shares requires notarisation, a binding commitment to transfer them can itself require notarisation, so a binding LOI can create unexpected formal problems. It should also not be so detailed that it becomes a second contract negotiation; the aim is agreement on the essentials.

## Breaking off talks

Because the LOI is non-binding, either side may end negotiations. Under German law, damages for breaking off talks are only possible in exceptional situations, for example if one party created the firm impression that the contract would certainly be concluded and then ended talks without good reason. The practical protection for the buyer is a cost reimbursement clause, and for the seller a short exclusivity period.
`},{id:`first-100-days-after-an-acquisition`,title:`The First 100 Days After Buying a Company`,excerpt:`The deal is closed and the real work begins. A practical plan for new owners to earn trust, secure the business and make the first changes without breaking what works.`,publishedAt:`2025-06-17`,body:`
The day after closing, a new owner often feels a strong urge to act: change what looked inefficient during due diligence, introduce new reporting, show everyone that a new era has begun. The first hundred days are important, but mainly for listening, securing and building trust. Changes made too quickly are one of the most common reasons acquisitions of small companies disappoint.

## Day one: communication

Employees should hear about the change of ownership from the previous owner and the new one together, ideally in person and on the day of closing. Explain who you are, why you bought the company and what stays the same. Be honest about what you do not know yet. The same day or shortly after, inform key customers and suppliers, again preferably together with the seller. A short, personal call from both is worth more than a formal letter.

## Weeks one to four: secure the basics

Make sure you control what you now own. That includes bank mandates and signing authorities, access to IT systems and passwords, insurance policies (check that cover continues after the change of ownership), and the commercial register entry for new managing directors. Confirm that important licences, permits and supplier accounts have transferred or remain valid.

Look closely at cash. New owners are often surprised by the timing of payments that did not show up in annual figures: seasonal stock purchases, annual bonuses, tax prepayments. A simple thirteen-week cash forecast, updated weekly, gives you early warning.

## Weeks two to eight: listen

Hold individual conversations with every key employee and, in a small company, with as many staff as possible. Ask what works, what annoys them and what they would change. Visit the largest customers. You will learn more about the business in these conversations than in the data room, and people will remember that you asked.

## Weeks six to twelve: pick a few visible improvements

Choose two or three changes that staff themselves have asked for and that can be delivered quickly: a broken machine repaired, a frustrating process simplified, a long-delayed investment approved. Quick wins build credibility for the harder decisions later.

## Set up reporting you can live with

Introduce a small set of monthly figures you actually need: revenue, gross margin, order intake, cash and a few operational indicators. Keep the existing reports running in parallel until you understand them. Replacing the accounting system or ERP in the first months is rarely a good idea.

## Use the seller well

The agreed transition period with the previous owner is valuable. Plan it: which customers they introduce you to, which knowledge they document, which decisions you take together. Then, at an agreed point, make clear to everyone that you are in charge. An unclear handover, with staff still asking the former owner, is uncomfortable for everyone.

## After 100 days

By the end of this period you should have a written plan for the next one to three years, shared at least with the management team, and a realistic view of where the business stands compared with your acquisition case. Deviations are normal; what matters is that you see them early.
`},{id:`red-flags-when-buying-a-small-business`,title:`Red Flags When Buying a Small Business`,excerpt:`Some warning signs appear in almost every failed SME acquisition. Recognising them early saves buyers money and months of wasted effort.`,publishedAt:`2026-04-21`,body:`
Every company has weaknesses, and a buyer who waits for a flawless business will never buy one. The aim of a careful review is not to find a perfect company but to understand which problems can be priced, which can be fixed, and which should end the process. The following warning signs come up again and again.

## Earnings that depend on adjustments

If the reported profit is modest and the attractive figure only appears after a long list of add-backs, ask for evidence for each one. Owner salary adjustments and genuine one-off costs are normal. Recurring "one-off" items, optimistic assumptions about costs that will supposedly disappear, or add-backs that cannot be documented are not.

## Customer concentration

When a handful of customers account for most of the revenue, the business is only as secure as those relationships. Check whether framework agreements exist, when they end, whether they contain change-of-control clauses, and how long the relationships have lasted. Talk to the customers before signing if the seller allows it, at least to the largest one.

## A declining trend hidden by averages

Three-year averages can hide a steady decline. Look at monthly or quarterly figures for the last two years, and at order intake and backlog where relevant. A seller who wants to sell at the top of a trend is understandable; one who wants to sell just before a visible fall is a risk.

## Cash that does not match profit

If profit is healthy but the bank account never fills up, find out why. Growing receivables, rising inventory or heavy capital expenditure can all absorb cash. Sometimes the explanation is harmless, sometimes it points to customers who do not pay or stock that cannot be sold.

## Investment backlog

Old machines, outdated IT, a building with deferred maintenance or a vehicle fleet near the end of its life all mean cash you will need to spend soon after closing. Estimate that amount and reflect it in the price or the financing plan.

## Key people without commitment

If one or two employees hold critical knowledge or relationships and have not been asked whether they will stay, the risk is yours. Ask to meet them before signing, and consider retention agreements.

## Reluctance to share information

Delays are normal in SME deals; owners run their business while selling it. Persistent refusal to provide specific documents, contradictory answers, or figures that change between versions are different. They may not mean dishonesty, but they mean you cannot rely on what you have been told, and the purchase agreement will need strong warranties.

## Legal and regulatory loose ends

Missing permits, open tax audits, unresolved disputes with former employees, environmental issues on the property or unclear ownership of software and IP all belong on the list. Many can be handled with specific indemnities or a price reduction. Some, such as a missing operating permit for the core business, can make the company unsellable until fixed.

## Trust your process

The most expensive mistake is falling in love with a deal and explaining away each warning sign individually. Write down your red flags as they appear and review them together before signing. If the list has grown long, walking away is a legitimate result of due diligence.
`}]),T=C(`deal-types`,[{id:`asset-deal-vs-share-deal-germany`,title:`Asset Deal vs Share Deal in Germany: What Changes for Buyer and Seller`,excerpt:`Buying the shares of a company and buying its business assets lead to very different results for liability, contracts, employees and tax. A practical comparison under German law.`,publishedAt:`2024-01-09`,body:`
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
`},{id:`earn-out-explained`,title:`Earn-Outs: How They Work and How to Negotiate One`,excerpt:`An earn-out bridges the gap between what a seller believes the company is worth and what a buyer is willing to pay today. Done badly, it moves the dispute into the future.`,publishedAt:`2024-04-09`,body:`
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
`},{id:`management-buy-out-and-buy-in`,title:`Management Buy-Out and Buy-In: Selling to Managers`,excerpt:`Selling to your own management team or to an external manager can preserve continuity and culture. How MBOs and MBIs are structured and financed, and where they tend to fail.`,publishedAt:`2024-11-12`,body:`
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
`},{id:`selling-a-minority-stake`,title:`Selling a Minority Stake or Part of Your Company`,excerpt:`Not every transaction is a full exit. How partial sales, minority investments and staged exits work, and which rights both sides need to protect in the shareholder agreement.`,publishedAt:`2025-05-06`,body:`
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
`},{id:`carve-out-selling-a-division`,title:`Carve-Outs: Selling a Division Instead of the Whole Company`,excerpt:`Selling one business unit while keeping the rest raises particular questions: what exactly is sold, which staff go with it, and how the two parts separate their shared systems.`,publishedAt:`2026-06-16`,body:`
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
`}]),E=C(`due-diligence`,[{id:`due-diligence-checklist-for-sme-acquisitions`,title:`The Due Diligence Checklist for SME Acquisitions`,excerpt:`Due diligence for a small company should be focused, not exhaustive. A practical checklist of the areas that matter most and the documents a buyer should request.`,publishedAt:`2024-02-20`,body:`
Due diligence is the buyer's structured review of a company before signing the purchase agreement. For large transactions it can fill thousands of pages. For a small or medium-sized company, the budget is smaller and the aim is different: to confirm the earnings you are paying for, find the risks that could hurt you, and gather what you need for the purchase agreement. A focused checklist makes that possible.

## Financial

Annual financial statements and tax returns for three years, monthly management accounts for the current and previous year, revenue and gross margin by customer and product group, the top customers and their share of revenue, the development of order intake and backlog, details of the seller's EBITDA adjustments, working capital by month, net debt and debt-like items, and the budget for the current year. The central question is whether the earnings are real and sustainable.

## Tax

Tax assessments and the status of tax audits, outstanding tax liabilities, VAT and payroll tax compliance, transfer pricing if there are related companies, and the tax consequences of the planned structure. In Germany, liabilities from past tax audits can be significant; the purchase agreement will usually contain a tax indemnity for periods before closing.

## Legal

Articles of association, commercial register extract and shareholder list, shareholder agreements, important customer and supplier contracts (with attention to change-of-control and exclusivity clauses), leases, loan agreements and securities granted, permits and licences, pending or threatened litigation, and data protection compliance.

## Employees

Organisation chart, list of employees with salaries, contract types and length of service, contracts of managing directors and key staff, collective agreements and works council agreements if applicable, pension commitments, bonus schemes, and any disputes. In an asset deal, employment relationships transfer automatically under German law, so this review matters in both deal types.

## Commercial and operations

Market position and competitors, customer satisfaction and churn, pricing, supplier dependence, production capacity and utilisation, quality certifications, and the condition and age of the main equipment. For many SME buyers, conversations with management and site visits provide more insight here than documents.

## Technology and IP

Ownership of software, trademarks, patents and domain names, licences used (including open-source components in software products), IT systems and their condition, and IT security. Check that IP developed by employees or freelancers has actually been assigned to the company.

## Environment and property

For production sites: permits, known contamination, asbestos or other hazardous materials, and compliance with environmental requirements. If the company owns property, land register extracts and any encumbrances.

## Prioritise by risk

Not every item needs the same depth. Ask, for each area, what could cost you a meaningful share of the purchase price, and focus there. A software company needs deep IP and technology review; a construction company needs attention to warranty claims and ongoing projects; a manufacturer to environmental issues and machinery.

## Turn findings into action

Each material finding should lead to one of four outcomes: a price adjustment, a specific indemnity or warranty in the purchase agreement, a condition to be fixed before closing, or a decision to walk away. A due diligence report that does not feed into the negotiation has been paid for but not used.
`},{id:`vendor-due-diligence`,title:`Vendor Due Diligence: Why Sellers Commission Their Own Review`,excerpt:`A review commissioned by the seller before the sale can speed up the process and protect the price. When vendor due diligence makes sense for an SME, and what it costs in practice.`,publishedAt:`2024-06-11`,body:`
In a conventional sale, each serious bidder commissions its own due diligence. The seller answers the same questions several times, and problems surface late, when the buyer has exclusivity and leverage. Vendor due diligence reverses this: the seller commissions an independent review before marketing the company and shares the report with bidders.

## What it covers

A vendor due diligence usually focuses on financial matters: quality of earnings, normalised EBITDA, working capital, net debt and the business plan. Depending on the company, tax and legal reviews are added. For SMEs, a financial and tax review is often sufficient, sometimes supplemented by a short legal fact book that summarises corporate documents, key contracts and employment matters without assessing them in depth.

## The benefits for the seller

First, you learn about problems before buyers do. An overlooked tax issue, a contract with an awkward change-of-control clause or an EBITDA adjustment that does not hold up can be fixed, explained or priced in on your terms, instead of becoming a late argument for a price reduction.

Second, it speeds up the process. Buyers can base their offers on a reliable set of figures, and their own review becomes a confirmatory check rather than a fresh investigation. That shortens the exclusivity phase, which is where deals most often stall.

Third, it increases comparability. When all bidders work from the same figures, their offers differ in price and terms, not in their assumptions about the numbers.

## Reliance

Buyers and their banks want to be able to rely on the report, meaning that they can hold the provider liable if it is wrong. The provider usually agrees to extend reliance to the successful buyer and its financing banks through a reliance letter, with a cap on liability. Clarify this at the outset; a report that nobody can rely on is worth much less.

## Independence

A vendor due diligence is only useful if buyers trust it. The provider must be independent, should not be the company's regular auditor where that creates a conflict, and must report findings that are unwelcome to the seller. Sellers sometimes try to influence the wording; experienced buyers notice quickly.

## Costs and when it pays off

A vendor review is not cheap, and for very small transactions it may not be proportionate. It tends to pay off when several bidders are expected, when the accounts are complex or contain significant adjustments, or when the seller wants a fast, controlled process with little room for renegotiation. For a small business with a single interested buyer, a well-prepared data room and a clear EBITDA bridge may achieve much of the same effect at lower cost.

## A lighter alternative: readiness review

Many SME sellers commission a shorter review, sometimes called a sell-side readiness check. An adviser goes through the company as a buyer would, lists the issues and recommends what to fix. The report is not shared with buyers, but it prepares the seller for the questions to come. It is a sensible first step even if you later decide against a full vendor due diligence.
`},{id:`financial-due-diligence-quality-of-earnings`,title:`Financial Due Diligence: Understanding Quality of Earnings`,excerpt:`Quality of earnings asks a simple question: how much of the reported profit will the buyer actually get, year after year? The main tests and what they reveal.`,publishedAt:`2025-01-14`,body:`
The purchase price of most companies is a multiple of their earnings. If the earnings are overstated, the buyer overpays several times over. Financial due diligence is the buyer's tool to check them, and its core is the quality-of-earnings analysis: how sustainable, how repeatable and how cash-generative is the reported profit?

## Starting point: reported versus adjusted

The analysis begins with the reported EBITDA and the seller's adjustments. Each adjustment is tested for evidence and for whether it will genuinely not recur. The advisers then add their own adjustments, which often go in the other direction: a missing market salary for the owner, costs that were deferred before the sale, or income that will not continue.

## Revenue quality

Not all revenue is equal. The review looks at how revenue splits between recurring contracts, repeat customers and one-off projects; how concentrated it is; whether large orders were pulled forward into the last financial year; and whether revenue recognition is consistent, for example on long-term projects where part of the revenue is booked before completion. A spike in revenue in the final month of the year deserves a question.

## Margin development

Gross margin over several years, by product or customer group where possible, shows pricing power and cost control. A falling margin hidden by growing revenue is a typical finding. So is a margin that depends on purchase prices that have just been renegotiated in the seller's favour.

## Cost base

Are costs at a sustainable level? Common findings include maintenance postponed in the sale year, vacancies not filled, marketing cut back, or staff working unrecorded overtime. All of these flatter the current profit and will have to be paid by the new owner.

## Cash conversion

Profit and cash should move together over time. The review compares EBITDA with operating cash flow and examines the difference: rising receivables, growing inventory, changing supplier payment terms. A company whose cash conversion is consistently weak may have customers who pay late, stock that does not sell, or accounting that is too optimistic.

## Net debt and working capital

Financial due diligence also prepares the price mechanism: which items are debt-like, what level of working capital is normal, and what the balance sheet looks like at the reference date. These findings go directly into the purchase agreement.

## What the seller can do

Sellers can anticipate most of these questions. Prepare monthly figures, reconcile them to the annual accounts, document every adjustment, and be ready to explain unusual movements. Sellers who understand their own numbers in this depth answer questions quickly, which builds trust and keeps the timetable.

## Reading the report as a buyer

A good financial due diligence report ends with a clear view of adjusted EBITDA, net debt and normal working capital, and a list of risks with an estimate of their impact. Use it to revisit your price, not just to confirm it. If the quality-of-earnings result is materially lower than the figure your offer was based on, that is exactly what the exercise was for.
`},{id:`legal-due-diligence-contracts-and-permits`,title:`Legal Due Diligence: Change-of-Control Clauses, Permits and Disputes`,excerpt:`The legal review asks whether the company really owns what it uses, can keep its key contracts after the sale, and carries no hidden liabilities. The points that matter most in SME deals.`,publishedAt:`2025-07-22`,body:`
A company's value rests on legal foundations: contracts with customers and suppliers, rights to use property and technology, permits to operate, and the absence of large hidden liabilities. Legal due diligence tests these foundations. In SME transactions, a handful of topics account for most of the findings.

## Corporate basics

Start with the company itself. Does the commercial register extract match the articles of association? Is the shareholder list correct and complete, and are all capital contributions fully paid? Were past share transfers properly notarised? In a share deal, the buyer acquires exactly what the seller owns, so gaps in the chain of title are a real risk. Good faith acquisition of GmbH shares based on the shareholder list is possible only within narrow limits, which makes clean records important.

## Change-of-control clauses

Many contracts allow the counterparty to terminate, or require its consent, if the ownership of the company changes. Such clauses are common in framework agreements with large customers, distribution agreements, licences, leases and loan agreements. The review lists them and assesses the risk. For important contracts, buyers often make the counterparty's consent or waiver a condition to closing.

In an asset deal, the issue is broader: contracts do not transfer automatically, so every contract to be taken over needs the counterparty's consent.

## Key customer and supplier contracts

Beyond change-of-control, the review looks at term and termination rights, exclusivity obligations, price adjustment clauses, liability and penalty provisions, and guarantees. A framework agreement that the customer can terminate on three months' notice provides less security than the revenue it generates suggests.

## Property and leases

Does the company own or rent its premises? For rented premises: the remaining term, renewal options, and whether the lease can be terminated because of the sale. For years, defects in the written form of long-term commercial leases were a regular source of early termination rights in Germany. Since 2025, text form is sufficient for commercial leases, but older leases and their amendments are still worth checking: the buyer's lawyer will confirm whether the lease is effectively fixed for its full term.

## Permits and regulatory matters

Operating permits, environmental permits, trade licences, and industry-specific authorisations. Some are tied to the company and survive a share deal; others are tied to a person, for example a master craftsman qualification required for certain trades, and must be secured for the time after the seller leaves.

## Disputes and claims

Pending and threatened litigation, warranty claims from customers, disputes with former employees, and official investigations. Ask also about claims that have not yet been asserted but are foreseeable.

## Data protection and compliance

Does the company comply with the GDPR, have records of processing activities, and have data processing agreements with its service providers? Are there signs of compliance problems, for instance in sales practices? Findings here are rarely deal-breakers in SMEs but can lead to specific indemnities.

## From findings to contract

The legal review feeds directly into the purchase agreement: conditions to closing for consents, specific indemnities for identified risks, and warranties on matters that could not be fully checked. A red-flag report, which lists only material issues rather than summarising every document, is usually the most useful format for an SME buyer.
`},{id:`setting-up-a-virtual-data-room`,title:`Setting Up a Virtual Data Room That Buyers Can Actually Use`,excerpt:`A well-organised data room shortens due diligence and signals a well-run company. How to structure it, what to upload, and how to handle sensitive information.`,publishedAt:`2026-03-10`,body:`
The data room is where due diligence happens. Today it is almost always virtual: a secure online platform where the seller uploads documents and the buyer's advisers review them. A good data room does more than store files. It shows that the company is organised, makes it easy for buyers to find answers, and lets the seller control who sees what.

## Choose a suitable platform

Professional data room providers offer features that ordinary file-sharing services lack: granular access rights per user and folder, watermarking with the viewer's name, view-only access without download, an audit trail of who opened which document, and a built-in question-and-answer module. For a small transaction, a simpler provider is usually sufficient, but view-only settings and an access log should be available. Check where the data is hosted; for German sellers, hosting in the EU simplifies data protection questions.

## Use a clear index

Structure folders along the due diligence areas, with a numbering system that stays stable: for example 1 Corporate, 2 Financial, 3 Tax, 4 Employees, 5 Customers and Sales, 6 Suppliers and Operations, 7 Property, 8 IP and IT, 9 Legal Disputes, 10 Insurance, 11 Environment. Within each folder, name files so that a reader understands the content without opening them: "2.3 Monthly management accounts 2025" rather than "scan_0045.pdf".

## Prepare, then open

Ideally the data room is complete before the first buyer gets access. Uploading documents piecemeal during the process creates confusion about which version a buyer has seen, and gaps invite questions. Work through the buyer's likely request list in advance and upload searchable PDFs, with spreadsheets in their original format where figures will be analysed.

## Stage sensitive information

Not all information should be visible to every bidder. Customer names with revenues, detailed margins, salaries of named employees and trade secrets are often shown only to the last remaining bidder, or only in anonymised form until the purchase agreement is close. A common method is a separate "clean team" folder for particularly sensitive data, accessible only to named advisers of a competitor-buyer who are bound not to pass details on to the buyer's business staff.

Personal data of employees deserves particular care. Under data protection law, it should be shared in anonymised or aggregated form where possible, for example a salary list without names, until a specific need for details arises.

## Manage questions properly

Require buyers to submit questions in writing through the Q&A function, assign each one to a person in the company or an adviser, and answer in writing. Keep answers precise and factual. Written answers may later be referred to in the purchase agreement, so they deserve the same care as documents.

## Keep a record

At the end of the process, the data room content is typically archived on a secure medium and referenced in the purchase agreement. This matters: the seller's disclosure of a fact in the data room can limit warranty claims later, depending on how the agreement is drafted. A complete, indexed archive protects both sides.

## Small company, simple solution

For a very small business, a full-scale data room may be unnecessary. But the principles still apply: an index, consistent file names, controlled access and written answers. They cost little and make a noticeable difference to how professional the sale feels to a buyer.
`}]),D=C(`esg`,[{id:`esg-in-sme-transactions`,title:`ESG in SME Transactions: Why Buyers Ask and What They Look For`,excerpt:`Environmental, social and governance questions have moved from large-cap deals into the Mittelstand. Why buyers and banks raise them, and how sellers of smaller companies can respond without a sustainability department.`,publishedAt:`2026-01-27`,body:`
A few years ago, a seller of a medium-sized company would rarely have been asked about carbon emissions, supply chain standards or diversity. Today, such questions appear in many due diligence request lists, even for small transactions. Most SMEs are not directly subject to extensive sustainability reporting obligations, but they feel the effects through their buyers, banks and customers.

## Why the questions come

Financial investors are under pressure from their own investors to report on the sustainability of their portfolios, and many have ESG criteria in their investment policies. Banks are expected by supervisors to consider environmental and climate risks when granting loans. Large customers need data from their suppliers to meet their own reporting and supply chain obligations. And strategic buyers do not want to acquire a company whose practices could harm their reputation.

The EU's sustainability reporting rules were narrowed considerably by a simplification package in 2025, so most SMEs remain outside their direct scope. The indirect pressure from the value chain, however, has not gone away, and the rules may evolve further. Check the current state before relying on any particular threshold.

## What buyers look at

Environmental: energy consumption and costs, greenhouse gas emissions, environmental permits, contaminated sites, hazardous substances, waste management, and exposure to rising carbon prices or stricter regulation of the company's products.

Social: working conditions, health and safety records, staff turnover, training, fair pay, and standards in the supply chain, particularly if the company sources from countries with elevated human rights risks.

Governance: clear responsibilities, compliance with laws, anti-corruption measures, data protection, and the separation of private and company matters, which is especially relevant in owner-managed businesses.

## Risk and value

For most SME buyers, ESG is first a risk topic: could a contaminated site, an unsafe production process or a supplier scandal cost money or reputation? Increasingly, it is also a value topic. Companies that can supply emissions data to customers, have lower energy costs through efficiency investments, or offer products that help customers decarbonise can command better terms and access to more buyers.

## How to prepare as a seller

You do not need a sustainability report. But you should be able to answer basic questions with facts:

- Energy consumption and main energy sources for the last few years.
- An estimate of greenhouse gas emissions, at least from your own operations and purchased energy.
- Environmental permits and any incidents.
- Occupational health and safety statistics.
- A supplier code of conduct or at least a description of how you select suppliers.
- Any certifications, such as environmental or energy management systems.

The voluntary sustainability reporting standard for SMEs developed at EU level offers a useful structure for collecting such information in a proportionate way.

## Do not overstate

Claims about sustainability must be accurate. Describing a company as climate-neutral or sustainable without evidence invites scrutiny in due diligence and may create liability if warranties in the purchase agreement refer to it. Modest, well-documented statements are more convincing than ambitious marketing language.

## A practical view

For a seller, ESG preparation is mostly an extension of good housekeeping: knowing your numbers, having your permits in order, and treating people well. For a buyer, it is part of understanding what you are buying. In both cases, the aim is not a label but a clear picture.
`},{id:`esg-due-diligence-checklist`,title:`An ESG Due Diligence Checklist for Small and Medium-Sized Deals`,excerpt:`A proportionate ESG review focuses on the risks that can really cost money. A checklist organised by environmental, social and governance topics, with the documents to request.`,publishedAt:`2025-11-04`,body:`
ESG due diligence does not have to be a separate, expensive workstream. In most SME transactions, it can be integrated into the existing legal, financial and technical review, with a few additional questions. The key is proportionality: a software company needs a different review than a metal processor or a food producer.

## Step one: identify material topics

Start by asking which environmental, social and governance issues could materially affect the value of this particular business. For a manufacturer, soil contamination, emissions permits and energy costs may dominate. For a logistics company, fuel costs, vehicle emissions rules and driver working conditions. For a care provider, staffing and quality of care. For a software firm, data protection and governance. A short materiality assessment at the beginning keeps the review focused.

## Environmental topics

- Operating and emissions permits, conditions attached to them, and any notices from authorities.
- History of the sites: previous uses, known or suspected contamination, asbestos or other hazardous building materials. Under German soil protection law, the current owner or occupier of a site can be held responsible for remediation, regardless of who caused the contamination.
- Handling and storage of hazardous substances and waste.
- Energy consumption, energy sources and exposure to carbon pricing. Larger energy consumers in Germany may be subject to obligations under energy efficiency legislation, such as energy management systems or audits.
- Physical climate risks for sites, such as flooding or heat.
- Regulatory changes affecting the company's products, for example restrictions on certain substances or efficiency requirements.

## Social topics

- Health and safety: accident statistics, risk assessments, occupational safety organisation.
- Working conditions: working time records, use of temporary workers and subcontractors, minimum wage compliance, disputes.
- Staff turnover, absenteeism and training, as indicators of the working climate.
- Supply chain: main suppliers and their countries, supplier codes of conduct, and whether large customers impose supply chain requirements under their own due diligence obligations.
- Product safety and customer complaints.

## Governance topics

- Organisation and responsibilities, including who can sign what.
- Compliance: anti-corruption rules, handling of gifts and invitations, competition law compliance, especially in sales.
- Data protection: records of processing, data processing agreements, handling of data breaches.
- Related-party transactions between the company and the owner's family or other businesses.
- Whistleblowing: companies with 50 or more employees in Germany must have an internal reporting channel under the Whistleblower Protection Act.

## Documents to request

Permits and official correspondence, site reports, energy bills and any energy audit, health and safety reports, supplier lists and codes of conduct, customer requirements regarding sustainability, certifications, compliance policies and any reported incidents. For small companies, many of these will not exist in formal form, and interviews with management will fill the gaps.

## From findings to the contract

As in other areas of due diligence, findings lead to price adjustments, specific indemnities, for instance for known contamination, conditions before closing, or a post-closing action plan. Many buyers, particularly financial investors, also use the findings as the baseline for an improvement programme after the acquisition.
`},{id:`sustainability-certification-as-a-value-driver`,title:`Sustainability Certification as a Value Driver Before a Sale`,excerpt:`Certifications and credible sustainability data can widen the pool of buyers and ease financing. Which options suit SMEs, what they cost in effort, and when they pay off.`,publishedAt:`2026-08-11`,body:`
Owners preparing a sale often ask whether investing in sustainability will increase the price. The honest answer: a certificate alone rarely changes a multiple. But credible sustainability management can remove discounts, open doors to buyers and customers that would otherwise be closed, and make financing easier. Done thoughtfully, it is a reasonable part of sale preparation.

## How sustainability can affect value

There are three main channels. First, costs: energy efficiency measures reduce operating costs, and lower costs raise earnings, which are multiplied in the price. Second, revenue: large customers increasingly select suppliers on sustainability criteria and require data or ratings; a company that meets these requirements keeps and wins business. Third, risk: a buyer who sees a well-managed environmental profile has fewer reasons to apply a risk discount or demand special indemnities.

## Management system certifications

Established international standards give structure and credibility. An environmental management system according to ISO 14001 covers environmental aspects systematically, with objectives, responsibilities and continual improvement. An energy management system according to ISO 50001 focuses on energy consumption and efficiency and can help meet obligations under energy efficiency legislation for larger consumers. The European EMAS scheme goes further than ISO 14001, including a public environmental statement validated by an independent verifier.

These certifications require real effort: documenting processes, setting targets, internal audits and an external certification audit, followed by regular surveillance audits. For a company with existing quality management, integrating them is easier.

## Ratings and customer questionnaires

Many SMEs meet sustainability requirements through supplier ratings used by large customers, typically assessments based on questionnaires and documents across environmental, labour, ethics and procurement topics. A good rating can be a condition for remaining on a customer's supplier list. For a seller, a stable rating history is evidence of practices that a buyer can verify.

## Carbon footprint and climate targets

Calculating a carbon footprint for your own operations and purchased energy is a manageable first step and increasingly expected by customers. Setting reduction targets and showing progress is more convincing than buying offsets to claim neutrality. Be careful with claims such as climate-neutral: rules on environmental claims in advertising are being tightened at EU level, and unsupported claims can create legal risk.

## Voluntary reporting

The voluntary reporting standard for SMEs developed at EU level provides a proportionate framework for disclosing sustainability information to banks, customers and investors. A short report based on it, updated annually, can answer many of the questions a buyer will ask in due diligence.

## When it pays off

Certification and reporting pay off most in industries where customers demand them, in energy-intensive businesses where efficiency reduces costs noticeably, and when the likely buyers are financial investors or larger corporations with their own ESG requirements. For a small service business selling to a private buyer, a simple, honest overview of energy use and working conditions may be enough.

## Timing

Certification takes months, and a track record takes years. If you are planning a sale in two to three years, starting now allows you to show results, not just intentions. Starting a few weeks before marketing the company mostly produces documents that a buyer will recognise as such.
`}]),O=C(`financing`,[{id:`kfw-and-erp-loans-for-acquisitions`,title:`KfW and ERP Loans for Company Acquisitions`,excerpt:`Germany’s promotional bank supports business takeovers with low-cost loans distributed through your house bank. How the programmes work, who qualifies and the timing rule that catches many buyers out.`,publishedAt:`2024-03-19`,body:`
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
`},{id:`vendor-loan-seller-financing`,title:`The Vendor Loan: When the Seller Finances Part of the Price`,excerpt:`A vendor loan can bridge a financing gap and signal the seller’s confidence in the business. What sellers risk, what banks expect, and how to document it properly.`,publishedAt:`2024-08-27`,body:`
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
`},{id:`structuring-acquisition-financing`,title:`Structuring Acquisition Financing: Equity, Senior Debt and Mezzanine`,excerpt:`How much debt can a small company carry after a takeover? The building blocks of acquisition financing and the ratios banks use to decide.`,publishedAt:`2025-04-15`,body:`
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
`},{id:`private-equity-in-the-mittelstand`,title:`Private Equity in the Mittelstand: What Owners Should Expect`,excerpt:`Financial investors are a growing group of buyers for medium-sized companies. How they think, what they offer beyond money, and what changes for a company after a private equity deal.`,publishedAt:`2026-02-03`,body:`
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
`}]),k=C(`industry-focus`,[{id:`selling-a-manufacturing-company`,title:`Industry Focus: Selling or Buying a Manufacturing Company`,excerpt:`Machinery, metalworking, plastics and components: manufacturing SMEs are the backbone of the Mittelstand. What buyers examine in these companies and how sellers can prepare.`,publishedAt:`2024-05-07`,body:`
Manufacturing companies make up a large share of the businesses looking for a successor in the German-speaking countries: contract manufacturers, machine builders, metal and plastics processors, suppliers of components for larger industries. They often have loyal customers, specialised know-how and experienced staff. They also have features that buyers examine with particular care.

## The machine park and investment backlog

A manufacturer's earnings depend on its equipment. Buyers look at the age, condition and utilisation of the main machines, and at the history of investments. If the owner has invested little in the years before the sale, profits look good but the buyer inherits a backlog: machines that will need replacing soon, at costs that can equal several years of profit. Expect a technical due diligence, and be prepared with a machine list showing year of purchase, maintenance history and replacement value.

Depreciation versus actual investment over the last five years is a simple indicator. If investment has been consistently below depreciation, ask why.

## Customer and industry concentration

Many suppliers depend on a few large customers, often in a single industry such as automotive or mechanical engineering. Buyers assess not only the concentration but the cyclicality and structural change in those industries. A supplier of components for combustion engines faces a different future than one serving medical technology. Diversification across customers and sectors supports the price; dependence on a declining sector reduces it, however loyal the customer.

## Order backlog and pricing

Order intake and backlog are leading indicators that buyers use to judge the current year. Equally important is whether the company can pass on increases in material and energy costs. Framework agreements with price adjustment clauses are valuable; fixed-price contracts over several years can be a risk.

## Energy and materials

Energy-intensive processes such as heat treatment, casting or plastic injection moulding make energy prices a key driver of margins. Buyers look at energy contracts, consumption trends and efficiency measures. Material dependence, such as steel, aluminium or specific polymers, and the ability to source from alternative suppliers also matter.

## People and qualifications

Skilled workers are scarce, and many manufacturing SMEs rely on experienced employees nearing retirement. Buyers ask about the age structure, apprenticeship programmes and dependence on individuals who set up complex machines or handle key processes. A trained next generation is a genuine value driver.

## Environment and site

Production sites carry environmental risks: historical contamination, handling of oils, coolants and chemicals, and compliance with emissions permits. If the owner holds the property privately, the lease terms become part of the deal. Buyers sometimes request a phase I environmental assessment, a desk-based review of the site's history, as a first step.

## Quality and certifications

Certifications such as ISO 9001, or industry-specific standards for automotive or aerospace customers, are often a precondition for supplying certain customers. Buyers check that they are current and not tied to individuals who are leaving.

## Typical buyers

Strategic buyers from the same or adjacent industries look for capacity, technologies or customer access. Financial investors look for platforms for buy-and-build strategies in fragmented niches. Private buyers, often engineers with management experience, look for well-run companies with stable customers. A seller who understands which group values the company most can target the approach accordingly.
`},{id:`healthcare-practice-and-care-business-deals`,title:`Industry Focus: Healthcare Practices, Care Services and Medical Suppliers`,excerpt:`Healthcare businesses combine stable demand with heavy regulation. Why selling a medical practice, a care service or a medical device supplier follows different rules than other SME deals.`,publishedAt:`2025-01-28`,body:`
Demand for healthcare services in Germany, Austria and Switzerland is stable and, with an ageing population, growing. This makes healthcare businesses attractive to buyers, including financial investors. But the sector is heavily regulated, and the regulation often determines what can be sold, to whom, and how. The following focuses on the German situation.

## Medical practices

A doctor's practice that treats patients covered by statutory health insurance needs an accreditation from the regional panel doctors' association. This accreditation cannot simply be sold with the practice. In areas considered over-supplied, the practice seat is re-allocated through a formal procedure in which an admissions committee selects a successor among applicants, considering criteria such as professional qualification and whether the applicant is a family member or has worked in the practice. A sale agreement between doctors must therefore be conditional on the successor's admission.

Patient records are subject to medical confidentiality. They may not be handed over to the buyer without patients' consent. A common solution is for the buyer to hold the old records separately and access them only when a patient consents, typically by coming for treatment.

The value of a practice consists largely of its goodwill, the patient base and its location, plus equipment. Valuation methods specific to medical practices exist, and the professional associations publish guidance.

## Care services

Outpatient care services and care homes operate under contracts with the care insurance funds. These contracts, the required qualified nursing management and the staffing requirements set by state law are central to the value of the business. Buyers examine whether staffing levels are met, how dependent the service is on temporary staff, and the results of quality inspections. A change of ownership may require notification to or approval from the funds and supervisory authorities.

## Pharmacies

In Germany, only licensed pharmacists may own a pharmacy, and one pharmacist may operate at most one main pharmacy and three branches. Outside investors cannot acquire pharmacies, so the buyer group is limited to pharmacists.

## Medical device manufacturers and suppliers

For manufacturers, the EU Medical Device Regulation has made conformity assessment more demanding. Buyers check the status of certificates, the quality management system, technical documentation, the notified body relationship and post-market surveillance. Transitional periods have been extended for many legacy devices, but the effort and cost of maintaining certification are a significant factor. A portfolio with valid certificates under the new regulation can be worth considerably more than one still relying on transitional rules.

## Dental laboratories, physiotherapy and other providers

Many smaller healthcare businesses depend on approvals from health insurance funds, on qualified professionals and on referrals. The owner's personal qualification is often required for operation, so the handover of the professional role is as important as the transfer of the business.

## Typical buyers and structures

Buyers include individual professionals, group practices, regional healthcare groups and financial investors building platforms. In some segments, regulation restricts investor ownership or is under political discussion. Transactions are frequently structured as asset deals or transfers of practice shares with conditions tied to admissions and approvals.

## Advice for sellers

Start early, because regulatory procedures take time, and involve advisers who know the specific rules of your segment. Your professional association or chamber can provide initial guidance. In healthcare, the legally feasible structure often has to be found before the price can be discussed.
`},{id:`software-and-it-services-acquisitions`,title:`Industry Focus: Acquiring Software and IT Service Companies`,excerpt:`Recurring revenue, key developers and code quality drive the value of technology SMEs. The metrics buyers use and the risks that most often surprise them.`,publishedAt:`2025-05-27`,body:`
Small software companies and IT service providers are among the most sought-after acquisition targets. They typically need little physical capital, can scale, and often have loyal customers who depend on their products. At the same time, their value rests on intangible assets, code, people and customer relationships, that are easy to overestimate.

## Software product or IT services

The first distinction is the business model. A software product company, especially one selling subscriptions, earns recurring revenue that buyers value highly. An IT services company, such as a system house, an implementation partner or a development agency, sells people's time; its revenue depends on utilisation and on continually winning projects. Many small companies combine both: a product, plus services and maintenance around it. Buyers will break revenue into these components and value them differently.

## Metrics that matter

For subscription software, buyers look at annual recurring revenue, its growth, the share of revenue from subscriptions versus licences and services, gross revenue churn (customers or revenue lost), net revenue retention (whether existing customers spend more over time), customer acquisition cost and the payback period. For fast-growing software companies, valuations are sometimes expressed as a multiple of recurring revenue; for mature, profitable ones, earnings multiples are more common. Treat any revenue multiple as a shorthand for growth and retention assumptions.

For IT services, the key figures are utilisation, day rates, the share of recurring managed services versus project work, and dependence on particular clients or on partnerships with major software vendors.

## People

In a small technology company, a few developers or consultants often carry critical knowledge. Buyers want to meet them, understand their commitment and assess the risk of their departure. Retention arrangements, such as bonuses payable after closing or participation in the future value, are common. If the founder is the lead architect, the transition needs particular care.

## Code and technology

Technical due diligence reviews the architecture, code quality, documentation, test coverage, development processes and technical debt, the accumulated shortcuts that will need to be fixed. It also checks which third-party and open-source components are used and whether their licences are compatible with the business model. Some licences would require publishing proprietary code if it is distributed with the component, which is a serious issue for a product company.

## Ownership of IP

Software written by employees in the course of their duties belongs economically to the employer under German copyright law, but code written by freelancers or by the founder before the company existed may not. Buyers check for written assignments. Missing ones can usually be obtained before closing, if identified in time.

## Security and data protection

A security incident can destroy customer trust. Buyers ask about security practices, penetration tests, incident history and certifications such as ISO/IEC 27001. Where the company processes personal data on behalf of customers, data processing agreements and hosting locations matter, especially for customers in the public sector or healthcare.

## Contracts

Customer contracts should be reviewed for term, termination rights, service levels, liability caps and change-of-control clauses. Large customers sometimes insist on source code escrow, which should be documented.

## Integration

Many technology acquisitions disappoint because the integration ignores the culture that made the company successful. Developers who came for a small, autonomous team may leave after a rapid integration into a large organisation. Buyers who plan integration carefully and keep what works retain both people and customers.
`},{id:`buying-an-e-commerce-business`,title:`Industry Focus: Buying an E-Commerce Business`,excerpt:`Online shops and marketplace brands can be bought quickly, but their value depends on traffic, margins after returns and platform rules. A buyer’s guide to the key checks.`,publishedAt:`2025-12-02`,body:`
E-commerce businesses, from specialised online shops to brands selling mainly through marketplaces, are frequently offered for sale. They seem easy to understand: revenue, margins and traffic are digital and measurable. In practice, their value depends on factors that are not always visible in the financial statements.

## Where the revenue comes from

Analyse revenue by channel: own shop, marketplaces, wholesale. A business generating most of its sales on one marketplace depends on that platform's rules, fees and algorithms. Account suspensions, fee increases or changes in search ranking can affect revenue overnight. Check the account's health metrics, any past suspensions, and whether the marketplace account can legally and practically be transferred to the buyer; platform terms often restrict transfers, and in an asset deal a new account may be required.

## Where the traffic comes from

For an own shop, understand the traffic sources: organic search, paid advertising, email, social media, direct visits. Traffic bought through advertising is only as profitable as the cost per acquisition allows. A shop that depends entirely on paid traffic has a different risk profile than one with a strong organic position and repeat customers. Review the advertising account history and the trend in acquisition costs.

## Margins after everything

Gross margin is not enough. Calculate the contribution margin per order after product costs, shipping, payment fees, marketplace commissions, advertising, packaging and returns. In categories such as fashion, return rates are high, and the cost of processing returns, including products that cannot be resold, can turn an apparently profitable business into a loss-making one. Request data on return rates by product category.

## Customers and retention

Repeat purchase rates and customer lifetime value show whether the business has a loyal base or must buy each sale anew. A customer list with consent for email marketing can be valuable, but under the GDPR, the buyer needs a legal basis to continue using it; in an asset deal, the transfer of customer data requires careful legal structuring.

## Inventory and suppliers

Inventory ties up cash and can become obsolete. Review stock levels, slow-moving items and the valuation of inventory. Understand the supply chain: where products are sourced, lead times, and dependence on single suppliers, particularly if products are manufactured abroad. Exclusive supply or private-label agreements should be transferable.

## Compliance

Online retail is heavily regulated. Buyers should check registration under the German Packaging Act, obligations for electrical devices and batteries where relevant, product safety requirements under the EU General Product Safety Regulation, consumer protection rules for the shop (legal notice, cancellation policy, pricing information) and data protection. Missing registrations can lead to sales bans on marketplaces and fines.

## Brand and IP

The brand is often the most valuable asset. Confirm that trademarks are registered in the relevant markets and owned by the company, that domains and social media accounts are held by the business, and that product photos and texts are owned or properly licensed.

## Deal structure

Small e-commerce businesses are often sold as asset deals, transferring the brand, domain, inventory, supplier contracts and customer data, rather than the company. This reduces liability risks for the buyer but requires careful handling of platform accounts, data transfer and contracts. A transition period in which the seller supports the handover of supplier relationships and operations is standard.
`},{id:`energy-and-renewables-smes`,title:`Industry Focus: Energy and Renewables SMEs`,excerpt:`Solar installers, heat pump specialists, electrical contractors and small generation assets are in demand. What drives their value, and why regulation and subsidies need careful analysis.`,publishedAt:`2026-10-20`,body:`
The energy transition has created a large number of small and medium-sized companies that install, maintain or operate energy systems: solar and battery installers, heat pump specialists, electrical contractors, energy consultants, and owners of small solar, wind or hydro plants. Many of them grew quickly, and many owners are now considering a sale. Buyers include regional utilities, installation groups, energy companies and financial investors building platforms.

## Installers and contractors

For installation businesses, value depends on qualified staff, order backlog and margins. Electrical installation is a licensed trade in Germany, requiring a master craftsman or equivalent qualification for the business to be registered. If the seller holds that qualification personally, the buyer must ensure that a qualified person is in place after the sale.

Demand in this segment is closely linked to regulation and subsidies. Changes to funding programmes for heat pumps or to feed-in remuneration for small solar systems have repeatedly caused sharp swings in demand. Buyers therefore look at how dependent the order book is on current programmes, and how the business performed during previous policy changes. A company with a diversified mix of private, commercial and public customers, and with recurring maintenance contracts, is more resilient.

## Warranty and quality

Installers remain liable for defects in their work for years after installation. Buyers review warranty claims, quality processes and provisions for future claims. Supplier warranties for modules, inverters and heat pumps matter too, particularly if a supplier has left the market.

## Supply chain

Many components are sourced internationally. Inventory levels, supplier relationships and the ability to secure components during shortages are relevant. After periods of scarcity, some installers hold high inventories bought at prices above current market levels; a buyer should value such stock realistically.

## Generation assets

Small solar parks, wind turbines or hydro plants are valued mainly on their expected cash flows. The key factors are the remuneration regime, whether a fixed feed-in tariff, a market premium or a power purchase agreement, and its remaining duration; expected yield based on technical reports and actual production history; operating and maintenance costs; the land lease, its term and the landowner's rights; grid connection; and the condition of the equipment. A technical due diligence by an independent expert is standard, and for older plants the question of repowering or decommissioning costs at the end of the lease is important.

## Regulation as a moving target

Energy regulation changes frequently. The Renewable Energy Sources Act, the Building Energy Act and market rules for grid operators have all been amended repeatedly. Any valuation should state its regulatory assumptions explicitly and test the effect of changes. Buyers should avoid paying for growth that depends on a subsidy programme continuing unchanged.

## Energy service and efficiency companies

Consultants and service providers that help companies reduce energy use benefit from regulatory requirements such as energy audits and management systems for larger consumers, and from high energy prices. Their value depends on qualified staff, accreditation where required, and recurring relationships with clients.

## Preparing a sale

Sellers can support the price by documenting the order pipeline, separating subsidy-driven from recurring revenue, securing qualified staff, and, for assets, compiling complete technical and contractual documentation. In a sector that attracts many buyers, a well-prepared company can choose among several offers.
`}]),A=C(`ip-and-patents`,[{id:`how-to-value-patents-and-ip`,title:`How Patents and Intellectual Property Are Valued`,excerpt:`A patent certificate on the wall says little about what the right is worth. The three valuation approaches, the factors behind them, and why a structured scoring is often the right first step.`,publishedAt:`2024-03-26`,body:`
Many medium-sized companies own patents, utility models, trademarks and unregistered know-how that rarely appear on the balance sheet. German accounting rules allow self-created intangible assets to be capitalised only under conditions, and many companies choose not to. In a sale, a licensing negotiation or a financing round, the question of what this intellectual property is worth suddenly becomes concrete.

## Why IP value is hard to pin down

A patent is a right to exclude others from using an invention in a particular territory for a limited time, at most twenty years from filing. Its value depends on whether anyone wants to use that invention, whether the right can be enforced, and whether alternatives exist. The same patent can be highly valuable to one company and worthless to another.

## The cost approach

The cost approach asks what it would cost to recreate the asset: research and development, filing and maintenance fees. It is easy to calculate but says little about economic value, because expensive research can produce worthless results and cheap ideas can be very valuable. It is mainly useful as a lower reference point or for early-stage technologies without revenue.

## The market approach

The market approach looks at prices paid for comparable patents or licences. In theory it is ideal; in practice, comparable transactions are rarely public and rarely truly comparable. Published licensing rates for certain industries can serve as orientation, particularly as input for the income approach.

## The income approach

The most widely used approach estimates the future economic benefits attributable to the IP and discounts them to today. Common variants are:

- Relief from royalty: what royalty would the owner have to pay if it had to license the right from a third party? The saved royalties, applied to the relevant revenue over the remaining useful life, are discounted to a present value.
- Incremental cash flow: what additional profit does the IP generate, through higher prices or lower costs, compared with a situation without it?
- Excess earnings: what part of the earnings of a product remains after deducting a fair return on all other assets used?

In Germany, the auditors' standard IDW S 5 describes these methods for intangible assets, and the standard DIN 77100 sets out principles specifically for monetary patent valuation.

## Factors that drive value

Whatever the method, the inputs rest on qualitative factors: the remaining term of protection; the territorial coverage compared with where the relevant markets are; the breadth and robustness of the claims; the risk of invalidation; whether the patent actually covers products that sell; whether competitors can design around it; dependence on third-party rights; and the owner's ability to enforce it.

## Scoring as a first step

Before a full monetary valuation, a structured scoring model is often useful. It rates a portfolio along legal, technical and economic criteria, such as legal status, claim scope, technological relevance, market size and licensing potential. The result is not a price, but it shows which rights are worth a detailed valuation, which could be licensed or sold, and which only generate fees.

## Practical advice

If IP is a significant part of your company's value, have it assessed before entering a sale process. A buyer will do so in due diligence, and a seller who can present a credible, documented assessment of the key rights negotiates from a stronger position than one who simply lists patent numbers.
`},{id:`monetizing-dormant-patents`,title:`Monetising Dormant Patents and Unused Intellectual Property`,excerpt:`Many companies pay renewal fees for patents they no longer use. How to identify dormant IP, decide what to keep, and turn it into licensing income or a sale.`,publishedAt:`2024-10-29`,body:`
Over decades, a technically active company accumulates intellectual property: patents for products that were discontinued, inventions developed for a customer project that ended, variants filed to protect a core product that later took a different direction. Many of these rights are never used again, but the company continues to pay renewal fees. These dormant assets can be a cost, or a source of value.

## Start with an inventory

List all registered rights, including patents, utility models, designs and trademarks, with their territories, remaining terms and annual costs. Add unregistered assets that could be transferred or licensed, such as documented know-how, software and technical drawings. For each item, note whether it is used in current products, protects a current market position, or is no longer relevant.

## Sort into categories

A simple classification helps. Core rights protect current products and stay. Strategic rights block competitors or secure future options and may stay. Dormant rights are neither used nor strategically necessary; they are candidates for monetisation or abandonment. A structured scoring of legal strength, technical relevance and market potential makes this sorting more objective and helps decide where a detailed valuation is worthwhile.

## Option one: licensing

A licence allows another company to use the right in return for payment, while you remain the owner. Licences can be exclusive or non-exclusive, limited to a field of use or territory, and paid as a lump sum, a running royalty on sales, or a combination. Licensing is attractive when the technology fits a different industry than yours, where the licensee does not compete with you.

A German-specific tip: if you declare to the patent office that you are willing to grant a licence to anyone for reasonable compensation, the annual renewal fees for that patent are reduced by half. For rights you would license anyway, this lowers the cost of keeping them while you look for licensees.

## Option two: sale

Selling a patent transfers ownership and all future income. It provides immediate cash and ends the renewal costs. Buyers include companies that need the right for their products, and in some cases specialised IP investors. A sale requires careful documentation: the chain of title, including employee invention claims, must be clean.

## Option three: partnerships and contribution

Dormant IP can also be contributed to a joint venture or a spin-off with a partner who has the market access to commercialise it, in return for a stake. This is more complex but can create more value than a licence where the technology needs further development.

## Option four: let it go

Not every right can be monetised. If a patent has no realistic licensee or buyer, abandoning it, or not extending it into further countries, saves fees every year. Before abandoning, check that the right does not protect anything you or a licensee still need, and consider whether a publication would serve the same defensive purpose.

## Finding counterparties

Identifying licensees or buyers is the hard part. Useful approaches include analysing who cites your patents, which companies are active in adjacent fields, and which of your customers or suppliers could use the technology. Marketplaces and networks can help present IP to a wider audience, ideally with a clear, non-confidential description and a summary of the assessment.

## Valuation and ESG as part of the story

Potential licensees want to know what they are getting. A documented assessment of the right's strength and market potential shortens negotiations. Where the technology contributes to resource efficiency or emissions reduction, a credible sustainability assessment can widen the circle of interested parties.
`},{id:`ip-due-diligence-who-owns-the-know-how`,title:`IP Due Diligence: Who Really Owns the Know-How?`,excerpt:`A company may use a technology every day without legally owning it. What buyers check in IP due diligence, from employee inventions to freelancer code and open-source licences.`,publishedAt:`2025-09-16`,body:`
When a buyer pays for a technology company, a specialised manufacturer or a software business, much of the price is for intellectual property. IP due diligence checks whether the company actually owns or is allowed to use that IP, whether it is protected, and whether third-party rights stand in the way. The most common problems are not dramatic patent disputes, but gaps in ownership that nobody noticed.

## Registered rights

Start with the register: patents, utility models, designs and trademarks, with their owners, territories, status and renewal dates. Check that the registered owner is the company, not the founder personally or a former group company. Check that fees have been paid and that rights have not lapsed. Trademarks should be registered for the goods and services actually offered and in the relevant territories.

## Employee inventions

In Germany, inventions by employees are governed by the Employee Inventions Act. An employee must report a service invention to the employer; since a 2009 reform, the employer is deemed to claim it unless it releases the invention within four months of the report. The employee is entitled to reasonable compensation for claimed inventions that are used. Due diligence checks whether inventions were properly reported, whether compensation has been paid or provided for, and whether there are open claims from current or former employees. Unpaid compensation can become a liability for the buyer.

## Freelancers, contractors and founders

Work by freelancers and external developers does not automatically belong to the company. Without a written assignment or an exclusive licence, the freelancer may still own the rights. The same applies to founders who created technology before the company existed, or to inventions made in cooperation with universities or research institutes, where the cooperation agreement determines ownership. These gaps are usually fixable before closing, by obtaining assignments, but only if they are found.

## Software

Under German copyright law, the economic rights to software created by employees in the course of their duties belong to the employer. For other types of works, and for software created by freelancers, contractual arrangements are needed. Buyers check the origins of the source code, the use of third-party libraries and, in particular, open-source components. Some open-source licences require that derived software is also published under the same licence if it is distributed, which may be unacceptable for a commercial product. A software composition analysis identifies such components.

## Licences in and out

List the licences the company relies on: software, patents, brands, technology. Check their term, termination rights, change-of-control clauses and territorial limits. Equally, list licences the company has granted to others: an exclusive licence granted years ago may prevent the buyer from using the technology in certain markets.

## Freedom to operate

For technology-intensive businesses, a buyer may also want to know whether the company's products infringe third-party patents. A full freedom-to-operate analysis is expensive; a targeted search for the most important products and markets is often a reasonable compromise.

## Trade secrets

Know-how is only protected as a trade secret under the German Trade Secrets Act if the company takes appropriate confidentiality measures, such as access restrictions, confidentiality clauses and marking of documents. A buyer will ask how the company protects its recipes, process parameters or source code.

## For sellers

Most of these issues can be resolved calmly before a sale, and only with difficulty during one. An internal IP check a year before going to market is inexpensive insurance.
`},{id:`trademarks-software-and-trade-secrets-in-a-sale`,title:`Trademarks, Software and Trade Secrets in a Company Sale`,excerpt:`Not all valuable IP is patented. How brands, proprietary software and confidential know-how are protected, transferred and valued when a company changes hands.`,publishedAt:`2026-07-14`,body:`
For most small and medium-sized companies, the most valuable intellectual property is not a patent. It is the brand that customers trust, the software that runs the business or the product, and the know-how that lets a small team produce what competitors cannot. These assets are less visible than patents and therefore easier to overlook, both by sellers preparing a sale and by buyers assessing one.

## Brands and trademarks

A brand is protected most effectively through registered trademarks: at the German Patent and Trade Mark Office for Germany, at the EU Intellectual Property Office for the whole EU, or internationally. Check that the trademarks are registered in the company's name, cover the goods and services actually offered, and include the markets where the company sells or plans to sell.

A registered trademark that has not been used for the registered goods or services for five years becomes vulnerable to cancellation. In a sale, buyers therefore look not only at the registrations but at evidence of genuine use. Domain names and social media accounts belong to the brand as well; they are often registered in the name of an employee or an agency and must be transferred.

## Software

Companies increasingly own software: a product sold to customers, a configurator used by the sales team, or internal systems that give them an efficiency edge. Key questions in a sale are ownership of the code, including work by freelancers; use of open-source components and compliance with their licences; documentation, so that someone other than the original developer can maintain it; and dependence on individuals. A business-critical system understood by a single developer is a risk a buyer will price.

If software is licensed to customers, check the licence terms, any source code escrow agreements and obligations to provide updates.

## Trade secrets

Recipes, process parameters, supplier conditions, customer data and technical drawings can be valuable precisely because they are not published. Under the German Trade Secrets Act, which implements an EU directive, such information is protected only if it is subject to appropriate confidentiality measures. Without them, a company may have no legal remedy if an employee leaves with the information.

Appropriate measures include restricting access to those who need it, confidentiality clauses in employment and supplier contracts, marking confidential documents, and technical protections. The standard is proportionality, not perfection, but measures must exist and be documented.

## Transfer in a sale

In a share deal, IP stays with the company, so the focus is on confirming ownership. In an asset deal, each right must be transferred individually: trademarks and patents by assignment and recordal in the register, software by transfer of rights and source code, know-how by handing over documentation and, often, by the seller's cooperation. The purchase agreement should list the transferred rights and include the seller's obligation to support registrations.

## Valuing the intangibles

Brand value is often estimated with a relief-from-royalty approach, similar to patents; an international standard for monetary brand valuation exists. For software, replacement cost and the income it supports are common references. In many SME deals, these assets are not valued separately but support the overall multiple. Making them visible, with clean ownership and documentation, is what allows a seller to argue that they justify a premium.

## A short checklist for sellers

Confirm registrations and ownership, collect evidence of use, secure freelancer assignments, document software, review confidentiality measures, and centralise domains and accounts in the company's name. None of this is expensive, and all of it is much easier before a sale process than during one.
`}]),j=C(`legal-and-tax`,[{id:`share-purchase-agreement-key-clauses`,title:`The Share Purchase Agreement: Key Clauses Explained`,excerpt:`The share purchase agreement turns months of negotiation into binding obligations. A guided tour of its main clauses for owners who will sign one for the first time.`,publishedAt:`2024-02-27`,body:`
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
`},{id:`warranties-indemnities-and-wi-insurance`,title:`Warranties, Indemnities and W&I Insurance`,excerpt:`Who pays if something turns out to be wrong after closing? How warranties and indemnities allocate risk, how liability is limited, and when warranty and indemnity insurance helps.`,publishedAt:`2024-12-03`,body:`
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
`},{id:`how-a-company-sale-is-taxed-in-germany`,title:`How the Sale of a Company Is Taxed in Germany`,excerpt:`The same price can leave very different amounts after tax, depending on the legal form, the deal structure and the seller’s age. An overview of the main rules for owners.`,publishedAt:`2025-02-25`,body:`
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
`},{id:`employees-in-a-business-transfer`,title:`Employees in a Business Transfer: Section 613a BGB in Practice`,excerpt:`In an asset deal, employment relationships pass to the buyer by law. What the rule covers, what information employees must receive, and how share deals differ.`,publishedAt:`2025-08-19`,body:`
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
`},{id:`non-compete-clauses-after-a-sale`,title:`Non-Compete and Non-Solicitation Clauses After a Company Sale`,excerpt:`Buyers want to be sure the seller will not open a competing business next door. What German and EU law allow, and how to draft restrictions that hold up.`,publishedAt:`2026-05-12`,body:`
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
`}]),M=C(`selling-a-business`,[{id:`preparing-your-company-for-sale`,title:`Preparing Your Company for Sale: A Two-Year Checklist`,excerpt:`Most of the value in a company sale is won or lost before the first buyer ever sees a teaser. Here is what to put in order in the 24 months before you go to market.`,publishedAt:`2024-01-16`,body:`
Owners often decide to sell and want to start next month. In practice, the companies that achieve a good price and a smooth closing have usually been prepared for a year or two. Buyers pay for earnings they can verify and for risks they can measure. Preparation is simply the work of making both visible.

## 24 to 18 months out: clean up the numbers

Buyers value a business on its recent track record, typically the last three financial years plus the current year. If those years contain private expenses booked through the company, family members on the payroll who do not work there, or irregular one-off items, every one of them will need to be explained and documented later. Start separating private and business costs now, so that the years a buyer looks at are clean on their own.

At the same time, introduce monthly management accounts if you do not have them: revenue by product or customer group, gross margin, overheads and cash. A buyer will ask for monthly figures, and a company that can produce them in a day looks well run.

## 18 to 12 months out: reduce the risks buyers discount for

Make a list of the things that would worry you if you were buying your own company. Typical entries are a single customer with more than a quarter of revenue, key staff without written contracts, supplier agreements that expired years ago, a lease that ends shortly after the planned sale, or permits held in your personal name. None of these must be perfect, but each one you fix removes an argument for a lower price or a larger holdback.

This is also the time to renew important contracts on standard terms and to check whether they contain change-of-control clauses that let the counterparty terminate if ownership changes.

## 12 to 6 months out: make the company work without you

The most common discount in SME deals is owner dependence. If you personally hold the key customer relationships, approve every quote and are the only person who understands the pricing, a buyer is really buying your know-how, and you will be asked to stay on for a long transition or accept a large earn-out. Delegate visibly: give a second-level manager real responsibility, document processes, and introduce colleagues to major customers.

## 6 months out: documents and advisers

Assemble the documents a buyer will request: articles of association and commercial register extract, shareholder list, the last three annual accounts and tax returns, current management accounts, key customer and supplier contracts, employment contracts and organisation chart, leases, insurance policies, IP registrations, and any pending disputes. Sorting them into a folder structure now makes the later data room a matter of days.

Choose your advisers: a tax adviser who understands transactions, a lawyer for the purchase agreement and, depending on size, an M&A adviser to run the process. Ask your tax adviser early whether the structure of the sale (shares or assets) and the timing affect your tax bill; some reliefs depend on age or holding periods and cannot be fixed after signing.

## Decide what you actually want

Finally, be clear about your own goals before you speak to buyers. Is the highest price the priority, or continuity for employees and the company name? Do you want to leave on day one or stay for two years? Are you open to a partial sale? Buyers respond well to sellers who know their priorities, and it helps you compare offers that are structured very differently.

## A realistic expectation

Preparation does not guarantee a sale, and markets change. But a prepared company can run a shorter process, answers due diligence questions quickly and gives buyers fewer reasons to renegotiate late. That combination protects the price you agreed in the first place.
`},{id:`teaser-nda-and-information-memorandum`,title:`Teaser, NDA, Information Memorandum: How a Confidential Sale Works`,excerpt:`A confidential sale releases information in stages. This article explains what goes into the anonymous teaser, what a good NDA covers, and when the full information memorandum is shared.`,publishedAt:`2024-03-05`,body:`
Word that a company is for sale can unsettle employees, invite competitors to approach key customers and make suppliers nervous. That is why professional sale processes release information in stages: first an anonymous teaser, then a non-disclosure agreement, then the detailed information memorandum, and only later the data room.

## The teaser: interesting but not identifiable

A teaser is a one- or two-page summary that lets a potential buyer decide whether to look further. It describes the business without naming it: the industry and niche, the region (broadly, for example southern Germany rather than the town), revenue and earnings in ranges, number of employees, the main strengths, and the reason for the sale, such as succession.

The test of a good teaser is simple: could a well-informed competitor identify the company from it? If the niche is very small, a precise location plus a precise headcount can be enough to give it away. Use ranges, describe the customer base by sector rather than by name, and leave out distinctive details such as a famous product or an unusual founding year.

## The NDA: the gate to real information

Interested parties who want more must sign a non-disclosure agreement. A useful NDA for an SME sale covers:

- A broad definition of confidential information, including the fact that the company is for sale.
- The permitted purpose: evaluating the transaction, and nothing else.
- Who may receive the information, typically the buyer's advisers and financing banks, who must be bound in the same way.
- A non-solicitation clause preventing the buyer from hiring employees or approaching customers and suppliers for a period, often one to two years.
- Return or destruction of documents if talks end.
- A term, commonly two to three years after the last disclosure.

In Germany, NDAs often include a contractual penalty (Vertragsstrafe), because proving the actual damage from a leak is difficult. A penalty clause has to be proportionate to be enforceable, but it gives the NDA real teeth.

## The information memorandum

After the NDA, serious candidates receive the information memorandum, usually 20 to 50 pages. It names the company and covers its history, products and services, market and competitors, customers (often still anonymised by name but with revenue shares), organisation and key staff, locations, financial history with explanations, and a plan or outlook. It should be accurate: statements in the memorandum can later become the basis for claims if they turn out to be misleading.

Some sellers hold back particularly sensitive items even at this stage, such as customer names or margins per customer, and release them only to the one or two bidders remaining after indicative offers.

## How a marketplace fits in

A platform such as ours formalises these stages. Sellers publish an anonymised description that is visible to verified buyers; full details are released only after an NDA is signed and the buyer unlocks the listing. Every account is checked by an administrator before it can see listings, which keeps out anonymous browsers.

## Practical tips for sellers

Keep a log of who received which document and when. Watermark the memorandum with the recipient's name. Do not send the full financials by email to someone who has only seen the teaser. And agree with your staff in advance who answers if a customer or employee asks whether the company is being sold: a prepared, honest but limited answer is better than an improvised denial.
`},{id:`choosing-the-right-buyer`,title:`Strategic, Financial or Private Buyer? Choosing Who to Sell To`,excerpt:`Different buyers pay for different things and run the company differently afterwards. Understanding their logic helps sellers target the right people and compare offers properly.`,publishedAt:`2024-05-22`,body:`
When owners think about a sale, they often picture one ideal buyer. In reality there are several quite different kinds of buyers, each with its own way of valuing a business, financing the deal and running it afterwards. Knowing them helps you decide whom to approach and how to read their offers.

## Strategic buyers

A strategic buyer is a company in the same or an adjacent industry: a competitor, a supplier, a customer or a company that wants to enter your market. Strategic buyers can often pay more because they expect synergies, for example combined purchasing, access to your customers, or closing a duplicate location. They also understand your business quickly.

The downsides: talking to a competitor means disclosing sensitive information to someone who could use it if the deal fails, so information release must be staged carefully. Strategic buyers also tend to integrate the acquired company, which can mean a new brand, a new IT system and, sometimes, job cuts. If continuity matters to you, ask early how they plan to integrate.

## Financial buyers

Private equity funds, family offices and investment holdings buy companies as investments. Funds usually plan to hold a company for several years and sell it again, so they focus on stable cash flows, growth potential and a management team that can run the business. Many smaller funds look for a platform company to which they add further acquisitions, a so-called buy-and-build strategy.

Financial buyers often want the existing management to stay and may ask the seller to reinvest part of the proceeds, keeping a minority stake. That can be attractive: you get a second payout when the investor sells. It also means you remain tied to the company and its new owner for several years.

## Private buyers and search entrepreneurs

For many small companies the most likely buyer is an individual: an experienced manager who wants to run their own business (a management buy-in), or a team of existing employees (a management buy-out). Private buyers typically finance the purchase with a mix of their own savings, bank loans, often promotional loans, and sometimes a loan from the seller.

They bring personal commitment and often continuity for employees, but their financing capacity is limited. Expect more questions about whether the bank will lend, and be prepared to consider a vendor loan or a longer handover.

## Comparing offers that look different

Offers rarely differ only in price. One buyer may pay more upfront but ask for broad warranties; another may offer a higher headline figure that depends on an earn-out. When comparing, look at:

- The cash paid at closing versus deferred or contingent amounts.
- The financing: is it secured, or subject to a bank's approval?
- Warranties, indemnities and any holdback or escrow.
- Your role after the sale and its duration.
- Plans for employees, location and the company name.
- How quickly and reliably the buyer can close.

A certain offer at a slightly lower price often beats a higher one with uncertain financing.

## A broad but controlled approach

Approaching only one buyer removes competition and weakens your negotiating position. Approaching everyone risks leaks. A sensible middle path is a shortlist across buyer types, with the most sensitive candidates, such as direct competitors, receiving information later and in less detail.
`},{id:`reducing-owner-dependence`,title:`Reducing Owner Dependence Before You Sell`,excerpt:`If the business cannot run without its owner, buyers either pay less or tie the price to your staying. Here is how to make yourself replaceable in time.`,publishedAt:`2025-02-11`,body:`
Many successful small companies are built around their founder. The owner knows every important customer by name, calculates the difficult quotes, negotiates with the bank and solves the technical problems nobody else can. That is a strength while you run the business and a weakness when you want to sell it.

## Why buyers care

A buyer is paying for future earnings. If those earnings depend on one person who is about to leave, the buyer carries the risk that customers, staff or know-how leave with them. Buyers protect themselves in predictable ways: a lower price, a larger share of the price paid as an earn-out, a long consultancy period for the seller, or simply walking away. Reducing dependence on yourself is therefore one of the most direct ways to improve both the price and the structure of an offer.

## Find out where you are indispensable

Take a normal month and write down every decision only you can make and every relationship only you hold. Typical items are pricing and quotes above a certain size, relationships with the top customers, supplier negotiations, hiring, technical approvals and banking. Ask your team the same question; their list is often longer than yours.

## Build a second level of management

The most convincing signal to a buyer is a capable person, or a small team, who already runs day-to-day operations. That might be an operations manager, a head of sales or a technical lead. Give them real authority, including budget and the right to sign within limits, and let them make mistakes while you are still there to help. A buyer will want to meet them and will ask whether they are staying; consider retention arrangements such as a bonus payable some months after the sale.

## Transfer customer relationships deliberately

Introduce your account managers to key customers well before any sale, and let them run the regular meetings. Over time, customers should call them rather than you. Written framework agreements with key customers also help, because they make the relationship less personal and easier for a buyer to assess.

## Write down what lives in your head

Document the processes that matter: how quotes are calculated, how production is scheduled, which suppliers are used for what and why, how quality problems are handled. This does not need to be a quality management manual; a clear folder of procedures and checklists is enough. It also protects the business if you are unexpectedly unavailable.

## Take a real holiday

A practical test: leave for three weeks and stay unreachable except for emergencies. What went wrong? Which calls were waiting for you? Each item is a task for the next months. If the company runs well without you, you can tell a buyer so with confidence, and it will show in the figures.

## Timing

Reducing owner dependence takes time, realistically one to three years, because relationships and trust take time to move. Starting early also lets the numbers for those years reflect the new structure, including the cost of the managers you added. Buyers will adjust earnings for a missing management salary anyway, so it is better to show the real cost of a business that runs without you.
`},{id:`company-sale-process-step-by-step`,title:`The Company Sale Process Step by Step`,excerpt:`From the first conversation to the day the money arrives, a typical SME sale passes through about eight stages. Knowing them helps you plan time, costs and confidentiality.`,publishedAt:`2026-01-13`,body:`
A company sale is a project with a beginning, a middle and an end. Processes differ in detail, but for a small or medium-sized company the stages below are typical. As a rule of thumb, expect six to twelve months from the start of preparation to closing, sometimes longer if financing or regulatory approvals are involved.

## 1. Preparation and valuation

You gather financial figures, normalise earnings, identify risks and form a realistic view of the value range. This is also when you decide on the deal structure you prefer and appoint advisers. A realistic valuation expectation at this stage avoids disappointment later.

## 2. Marketing documents and buyer list

The teaser (anonymous, one or two pages) and the information memorandum (detailed, after NDA) are drafted. In parallel, a list of potential buyers is compiled: strategic buyers, financial investors and private buyers. On a marketplace, publishing an anonymised listing replaces part of this step and lets verified buyers approach you.

## 3. First contact and NDAs

Potential buyers receive the teaser. Those who are interested sign a non-disclosure agreement and then receive the information memorandum. Keep a record of who has signed and what they have received.

## 4. Indicative offers

After reviewing the memorandum, interested parties submit non-binding indicative offers, usually a price range, the intended structure, financing and key conditions. You select a small group, often two to four, for the next round. Selecting on price alone is a mistake; credibility and financing matter as much.

## 5. Management meetings and letter of intent

The shortlisted buyers meet the owner and management, often with a site visit. The preferred buyer then signs a letter of intent that sets out the price or price mechanism, structure, timetable and a period of exclusivity. Exclusivity shifts bargaining power towards the buyer, so the price and main terms should be as clear as possible before you grant it.

## 6. Due diligence

The buyer and its advisers review the company in detail through a data room: financial, tax, legal, commercial and, depending on the business, technical, environmental or IT aspects. Questions are exchanged in writing. This phase typically takes four to eight weeks for an SME. Findings may lead to price adjustments, special indemnities or conditions.

## 7. Negotiating the purchase agreement

Usually in parallel with due diligence, the lawyers negotiate the share or asset purchase agreement: price and payment terms, warranties, indemnities, liability caps, non-compete clauses and conditions to closing. The sale of shares in a German GmbH must be notarised, and the notary reads the entire agreement aloud at signing, so the final drafts must be ready in good time.

## 8. Signing and closing

Signing is when the contract is concluded; closing is when ownership and the purchase price actually change hands. The two can be on the same day, or weeks apart if conditions must be satisfied first, for example merger control clearance, a bank's final approval or third-party consents. After closing comes the handover: informing employees, customers and suppliers, and the transition period agreed for the seller.

## Costs to plan for

Budget for adviser fees (often a monthly retainer plus a success fee for an M&A adviser), legal and tax advice, the notary, and your own time. On our platform, scouts who introduce a deal that closes receive a success fee, and buyers pay a fee to unlock the full details of a listing; check the terms for the current amounts.
`}]),N=C(`succession`,[{id:`succession-planning-in-the-mittelstand`,title:`Succession Planning in the DACH Mittelstand: Where to Start`,excerpt:`Handing over a company is a process of several years, not a single transaction. A roadmap for owners in Germany, Austria and Switzerland who want to plan their succession deliberately.`,publishedAt:`2024-02-13`,body:`
In the family-owned companies of Germany, Austria and Switzerland, succession (Nachfolge) is one of the most important events in a company's life, and one of the most frequently postponed. Owners are busy running the business, the topic is personal, and there always seems to be time. Yet every adviser in this field has seen the same pattern: successions that start late end with a lower price, fewer options or, in the worst case, the closure of a healthy company.

## Allow enough time

As a rule of thumb, plan for three to five years from the first serious consideration to the day you step back. That covers preparing the company, finding and developing a successor, negotiating and completing the transfer, and a transition period. Family successions, where a child must grow into a leadership role, can take longer. Starting early keeps options open; starting late often leaves only the buyer who happens to be available.

## Clarify your own goals

Before any discussion with family, staff or buyers, answer a few questions for yourself. What do you want financially from the business: a lump sum, a regular income, security for your retirement? How important are continuity for employees, the company name and the location? Do you want to stay involved, and in what role? What would you do with your time? Owners who cannot answer the last question often find it hardest to let go.

## Consider the options

There are four main paths. A family succession keeps the company in the family, by gift, inheritance or sale to a family member. An internal succession transfers it to one or more managers or employees, typically in a management buy-out. An external sale goes to a strategic or financial buyer or to an individual entrepreneur in a management buy-in. And in some cases, a controlled wind-down or sale of assets is the realistic option. Each path has different implications for price, tax, timing and your role.

## Prepare the company

Whichever path you take, the company must be able to function without you. That means building a second management level, documenting processes, transferring customer relationships, cleaning up the accounts and separating private and business matters such as property or loans. The same measures that make a company attractive to an external buyer also make a family or internal succession easier.

## Prepare for the unexpected

Part of succession planning is an emergency plan. If you were suddenly unavailable due to illness or accident, who could sign for the company, access bank accounts, make decisions? Powers of attorney, a deputy with authority, an up-to-date will consistent with the articles of association, and a folder with key information protect the company and your family. Many chambers of commerce offer checklists for this emergency folder.

## Involve advisers, in the right order

A tax adviser should look at the structure early, because many tax advantages depend on steps taken years before a transfer. A lawyer helps with the articles of association, wills and contracts. An M&A adviser or a succession specialist helps with valuation and finding a successor. Chambers of commerce and crafts, as well as regional development banks, offer free initial consultations and succession exchanges that connect owners with potential successors.

## Talk about it

Succession affects family members, employees, customers and banks. Secrecy is important during a sale process, but within the family and with key managers, early and open conversations prevent misunderstandings. Many failed family successions did not fail on tax or money, but on expectations that were never spoken aloud.
`},{id:`family-succession-or-external-sale`,title:`Family Succession or External Sale? Weighing the Options Honestly`,excerpt:`Passing the company to the next generation is still the first choice for many owners, but not always the best one. Questions that help families decide, and how to combine both paths.`,publishedAt:`2024-09-24`,body:`
For generations, the obvious successor in a German family business was a son or daughter. Today, far fewer children take over their parents' companies than in the past. They have careers elsewhere, different ambitions, or simply a realistic view of what running the business would mean. That is not a failure. The question is which solution is best for the company, the family and the owner.

## The case for a family succession

Keeping the company in the family preserves its identity, values and long-term orientation. Customers and employees often welcome continuity. The transfer can be gradual, and tax relief for business assets in inheritance and gift tax can make a transfer within the family possible with little or no tax, if the conditions are met. For the owner, seeing the next generation carry on can be deeply satisfying.

## The risks

The crucial question is whether the successor wants the role and is suited for it, not whether the family wants them to want it. A reluctant or unprepared successor can damage the company within a few years. Other risks include conflicts with siblings who are not involved in the business but expect fairness in the distribution of assets, and the financial position of the parents, whose retirement may depend on money that is now tied up in the company.

## Questions to ask honestly

- Does the potential successor have the professional and leadership skills the company needs, or a realistic path to acquire them?
- Have they chosen this freely, or out of obligation?
- Would the key employees accept them as their leader?
- How will siblings be treated fairly without weakening the company?
- How will the parents' retirement be funded?
- Can the parents genuinely hand over control?

If several answers are uncertain, an external solution deserves serious consideration.

## The case for an external sale

A sale turns the value of the company into liquid wealth, which can be divided among heirs and secures the owner's retirement. It can bring in a buyer with resources and experience to develop the business further. It avoids placing a burden on a child who may be happier elsewhere. The disadvantages are the loss of family control, the uncertainty of the process and, depending on the structure, a higher tax burden than a gift.

## Combining both paths

The choice is not always binary. A family can keep ownership while bringing in an external managing director, with the next generation serving on an advisory board. A child can take over operational management after some years of experience elsewhere, while ownership passes gradually. Or the family can sell a majority and keep a minority, benefiting from future growth without carrying the management responsibility.

## Preparing a family successor

If the family route is chosen, treat it as seriously as an external sale. The successor should gain experience outside the company first, then take on defined responsibilities with real authority. A clear timetable for the transfer of management and ownership, agreed in writing, helps everyone, including employees, know when the change happens. An advisory board with external members can support the new leader and moderate between generations.

## Decide deliberately

The worst outcome is not choosing one path or the other, but drifting: waiting for a child to decide, postponing the search for external buyers, and reaching the point where health or age forces a rushed solution. A deliberate decision, even if it is to sell, is a service to the company and the family.
`},{id:`inheritance-tax-relief-for-business-assets`,title:`Gifting or Inheriting a Company: German Inheritance Tax Relief in Outline`,excerpt:`German inheritance and gift tax law offers extensive relief for business assets, but only under conditions that last years after the transfer. An outline of the rules and the traps.`,publishedAt:`2025-06-03`,body:`
When a company is transferred within the family, by gift during lifetime or by inheritance, German inheritance and gift tax applies. Without relief, the tax on a valuable company could force the heirs to sell it. The law therefore contains special rules for business assets, in sections 13a and 13b of the Inheritance and Gift Tax Act. They are generous, but complex, and they bind the recipient for years. This article gives an outline; a tax adviser must assess the specific case, and the rules have been revised several times and may change again.

## Which assets qualify

Relief applies to business assets, such as a sole proprietorship or partnership interest, and to shares in corporations if the deceased or donor held more than 25 per cent, directly or through a pooling agreement with other shareholders. Not all assets of the company qualify: so-called administrative assets, such as rented-out property, large cash holdings, securities and art, are largely excluded from relief, subject to certain allowances. Companies with many such assets benefit less.

## Standard relief: 85 per cent

Under the standard option, 85 per cent of the qualifying business assets are exempt from tax. In return, the recipient must keep the business for five years and the total payroll over that period must reach a minimum percentage of the initial payroll, with the percentage depending on the number of employees; very small companies are exempt from the payroll test. If the conditions are breached, relief is reduced proportionally or lost.

## Optional full relief: 100 per cent

Under the optional full relief, 100 per cent of the qualifying assets are exempt, but the conditions are stricter: a holding period of seven years, a higher payroll requirement, and administrative assets must not exceed a fifth of the business assets. Which option is better depends on the company's structure and the family's plans.

## Large transfers

For acquisitions exceeding 26 million euros of qualifying assets per recipient, the standard relief is reduced progressively, or the recipient can apply for a needs test, in which tax is waived to the extent the recipient cannot pay it from their other assets.

## Valuation

The tax is based on the value of the company, determined by a market-based valuation or by the simplified earnings method of the Valuation Act, which uses a fixed capitalisation factor on average past earnings. The simplified method can produce values well above what a buyer would pay. If so, a valuation report showing a lower market value can be submitted.

## Personal allowances

In addition to business relief, personal allowances apply. Children, for example, have an allowance of 400,000 euros from each parent, which renews every ten years. Spreading gifts over time can therefore reduce the tax burden, provided the relief conditions are met for each transfer.

## The traps

Relief is lost or reduced if the recipient sells the company or a significant part of it during the holding period, withdraws more than permitted, or falls short of the payroll requirement. This interacts with succession plans: an heir who receives the company with full relief and then sells it within seven years may face a substantial tax bill. Families should discuss before the transfer whether the next generation will really continue the business.

## Plan with care

Because the conditions depend on the company's structure, the size of the workforce and future decisions, succession within the family should be planned together with a tax adviser and, ideally, reviewed every few years as the company and the law change.
`},{id:`life-after-the-sale`,title:`Life After the Sale: Transition Periods, Advisory Roles and Letting Go`,excerpt:`Selling a company you built changes more than your bank balance. How to structure the transition, what role to keep, and how former owners find their next chapter.`,publishedAt:`2026-09-08`,body:`
Owners prepare for months or years for the day of closing. Fewer prepare for the day after. Yet how the transition is handled matters to the buyer, to employees and to the seller's own wellbeing. A thought-through transition protects the value of the company and the seller's reputation, and makes the next phase of life easier.

## The transition period

Almost every buyer of an owner-managed company wants the seller to stay for a while. Typical arrangements range from a few months of handover support to one or two years as managing director or consultant. The purpose is to transfer relationships and knowledge: introducing the buyer to customers, suppliers and banks, explaining processes, and supporting key decisions.

Agree the terms in writing: role and title, working time, responsibilities, remuneration, duration, and what happens if either side wants to end it early. A seller who stays as managing director needs a proper service agreement; one who acts as a consultant needs a consultancy agreement with a clear scope.

## Changing roles is harder than it looks

The seller's authority does not disappear overnight. Staff will keep asking them for decisions, and customers will keep calling them. The buyer, meanwhile, wants to make changes. Tension is normal. It helps to agree explicitly that the new owner decides and that the seller supports, and to communicate this clearly to employees. Regular, private conversations between buyer and seller prevent disagreements from being played out in front of staff.

## When an earn-out is involved

If part of the price depends on future results, the seller has a financial interest in how the company is run. Staying involved can protect that interest, but also creates conflict when the buyer's decisions seem to endanger the targets. This is one reason to keep earn-outs simple and their measurement objective.

## Advisory boards and minority stakes

Some former owners keep a formal role: a seat on an advisory board, a minority shareholding, or a mandate for specific projects such as a major customer relationship. These roles can work well if they are defined and limited. They work badly if they become a way for the former owner to keep running the company informally.

## Honour the agreements

Non-compete and non-solicitation clauses apply after the sale. Confidentiality obligations continue. Former owners who breach these, even unintentionally, for example by helping a former employee start a competing business, risk penalties and damage to their reputation.

## The personal dimension

Many entrepreneurs describe the period after a sale as unexpectedly difficult. The company gave structure to their days, status in their community and a sense of purpose. It helps to plan something concrete for the time after: a new project, investments in other companies, mentoring younger entrepreneurs, honorary roles in chambers or associations, or simply time for family and interests that were neglected. Some former owners become business angels or support other successions, passing on what they learned.

## Managing the proceeds

A large sum of money arriving at once brings its own decisions. Take time before making major investments, seek independent advice, and remember possible obligations from the sale: warranty claims, escrow periods and taxes due later. A cautious first year avoids costly mistakes.

## Leaving well

The best endings are those where the seller can visit the company years later and be welcomed. That depends on an honest sale, a fair transition and the discipline to step aside when the time has come.
`}]),P=C(`valuation`,[{id:`ebitda-multiples-for-smes`,title:`EBITDA Multiples for SMEs: Why Two Similar Companies Sell at Different Prices`,excerpt:`Multiples are the common language of company pricing, but the multiple itself is the result of risk, size and quality. What drives it up or down for small and medium-sized businesses.`,publishedAt:`2024-01-30`,body:`
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
`},{id:`adjusted-ebitda-and-normalisation`,title:`Adjusted EBITDA: Normalising the Numbers Before a Sale`,excerpt:`Reported profit rarely shows what a buyer will actually earn. How owners and buyers adjust for owner salaries, one-off items and related-party costs, and where adjustments go too far.`,publishedAt:`2024-04-23`,body:`
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
`},{id:`from-enterprise-value-to-purchase-price`,title:`From Enterprise Value to Purchase Price: Net Debt, Cash and Debt-Free Deals`,excerpt:`A buyer offers five million for your company, yet you receive far less on closing. The bridge from enterprise value to equity value explains why, and where negotiation matters.`,publishedAt:`2024-09-03`,body:`
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
`},{id:`working-capital-adjustments-explained`,title:`Working-Capital Adjustments: Setting the Target and Avoiding Disputes`,excerpt:`The working-capital clause rarely gets attention in early negotiations, yet it regularly moves the final price. How the target is set, what belongs in it, and how to keep it dispute-free.`,publishedAt:`2025-03-18`,body:`
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
`},{id:`valuation-methods-compared`,title:`Valuation Methods Compared: Multiples, DCF and the German Ertragswert`,excerpt:`Market multiples, discounted cash flows, capitalised earnings and asset values each answer a slightly different question. Which method fits which situation in an SME sale.`,publishedAt:`2025-10-07`,body:`
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
`}]),F=[`selling-a-business`,`buying-a-business`,`valuation`,`due-diligence`,`deal-types`,`financing`,`legal-and-tax`,`succession`,`ip-and-patents`,`esg`,`industry-focus`],I={"selling-a-business":M,"buying-a-business":w,valuation:P,"due-diligence":E,"deal-types":T,financing:O,"legal-and-tax":j,succession:N,"ip-and-patents":A,esg:D,"industry-focus":k},L=F.flatMap(e=>I[e]).sort((e,t)=>t.publishedAt.localeCompare(e.publishedAt)||e.id.localeCompare(t.id)),R={header:`_header_9aiot_1`,card:`_card_9aiot_8`,cardImage:`_cardImage_9aiot_28`,cardTitleLink:`_cardTitleLink_9aiot_37`,heroImage:`_heroImage_9aiot_53`,body:`_body_9aiot_63`};function z(e,t){return l(e,t)}var B=n();function V({article:n,headingOrder:l=2,eager:u=!1}){let{t:d,i18n:f}=r(`blog`);return(0,B.jsxs)(t,{withBorder:!0,radius:`lg`,padding:0,className:R.card,component:`article`,"data-testid":`article-card`,children:[(0,B.jsx)(`img`,{className:R.cardImage,src:n.image,alt:``,width:1200,height:630,loading:u?`eager`:`lazy`,decoding:`async`}),(0,B.jsxs)(o,{p:`lg`,style:{flex:1,display:`flex`,flexDirection:`column`},children:[(0,B.jsx)(c,{gap:`xs`,mb:`xs`,children:(0,B.jsx)(e,{variant:`light`,color:`accent`,radius:`sm`,children:d(`categories.${n.category}`,{ns:`topics`})})}),(0,B.jsx)(s,{order:l,size:`h4`,lang:`en`,children:(0,B.jsx)(i,{to:`/blog/$articleId`,params:{articleId:n.id},className:R.cardTitleLink,children:n.title})}),(0,B.jsx)(a,{c:`gray.7`,size:`sm`,mt:`xs`,lang:`en`,lineClamp:3,style:{flex:1},children:n.excerpt}),(0,B.jsxs)(a,{c:`gray.7`,size:`xs`,mt:`md`,children:[z(n.publishedAt,f.language),` ·`,` `,d(`list.readingTime`,{minutes:n.readingMinutes})]})]})]})}export{F as a,f as c,L as i,g as l,z as n,m as o,R as r,d as s,V as t,h as u};