import { defineArticles } from './define';

export const buyingABusinessArticles = defineArticles('buying-a-business', [
  {
    id: 'buying-your-first-company',
    title: 'Buying Your First Company: A Guide for Search Entrepreneurs',
    excerpt:
      'Buying an established business instead of founding one is a real career path, but it rewards preparation. What to clarify about yourself, your money and your search before you sign an NDA.',
    publishedAt: '2024-02-06',
    body: `
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
`,
  },
  {
    id: 'reading-a-teaser-critically',
    title: 'How to Read a Teaser Critically',
    excerpt:
      'A teaser is a marketing document written to make you interested. Here is how buyers can extract real information from it and decide quickly whether to sign the NDA.',
    publishedAt: '2024-07-09',
    body: `
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
`,
  },
  {
    id: 'what-a-letter-of-intent-contains',
    title: 'What a Letter of Intent Contains, and What It Should Not',
    excerpt:
      'The letter of intent is mostly non-binding, yet it shapes everything that follows. A clause-by-clause guide for buyers and sellers of small and medium-sized companies.',
    publishedAt: '2024-10-15',
    body: `
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
`,
  },
  {
    id: 'first-100-days-after-an-acquisition',
    title: 'The First 100 Days After Buying a Company',
    excerpt:
      'The deal is closed and the real work begins. A practical plan for new owners to earn trust, secure the business and make the first changes without breaking what works.',
    publishedAt: '2025-06-17',
    body: `
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
`,
  },
  {
    id: 'red-flags-when-buying-a-small-business',
    title: 'Red Flags When Buying a Small Business',
    excerpt:
      'Some warning signs appear in almost every failed SME acquisition. Recognising them early saves buyers money and months of wasted effort.',
    publishedAt: '2026-04-21',
    body: `
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
`,
  },
]);
