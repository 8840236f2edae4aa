import { defineArticles } from './define';

export const sellingABusinessArticles = defineArticles('selling-a-business', [
  {
    id: 'preparing-your-company-for-sale',
    title: 'Preparing Your Company for Sale: A Two-Year Checklist',
    excerpt:
      'Most of the value in a company sale is won or lost before the first buyer ever sees a teaser. Here is what to put in order in the 24 months before you go to market.',
    publishedAt: '2024-01-16',
    body: `
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
`,
  },
  {
    id: 'teaser-nda-and-information-memorandum',
    title: 'Teaser, NDA, Information Memorandum: How a Confidential Sale Works',
    excerpt:
      'A confidential sale releases information in stages. This article explains what goes into the anonymous teaser, what a good NDA covers, and when the full information memorandum is shared.',
    publishedAt: '2024-03-05',
    body: `
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
`,
  },
  {
    id: 'choosing-the-right-buyer',
    title: 'Strategic, Financial or Private Buyer? Choosing Who to Sell To',
    excerpt:
      'Different buyers pay for different things and run the company differently afterwards. Understanding their logic helps sellers target the right people and compare offers properly.',
    publishedAt: '2024-05-22',
    body: `
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
`,
  },
  {
    id: 'reducing-owner-dependence',
    title: 'Reducing Owner Dependence Before You Sell',
    excerpt:
      'If the business cannot run without its owner, buyers either pay less or tie the price to your staying. Here is how to make yourself replaceable in time.',
    publishedAt: '2025-02-11',
    body: `
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
`,
  },
  {
    id: 'company-sale-process-step-by-step',
    title: 'The Company Sale Process Step by Step',
    excerpt:
      'From the first conversation to the day the money arrives, a typical SME sale passes through about eight stages. Knowing them helps you plan time, costs and confidentiality.',
    publishedAt: '2026-01-13',
    body: `
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
`,
  },
]);
