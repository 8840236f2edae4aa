import { defineArticles } from './define';

export const dueDiligenceArticles = defineArticles('due-diligence', [
  {
    id: 'due-diligence-checklist-for-sme-acquisitions',
    title: 'The Due Diligence Checklist for SME Acquisitions',
    excerpt:
      'Due diligence for a small company should be focused, not exhaustive. A practical checklist of the areas that matter most and the documents a buyer should request.',
    publishedAt: '2024-02-20',
    body: `
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
`,
  },
  {
    id: 'vendor-due-diligence',
    title: 'Vendor Due Diligence: Why Sellers Commission Their Own Review',
    excerpt:
      'A review commissioned by the seller before the sale can speed up the process and protect the price. When vendor due diligence makes sense for an SME, and what it costs in practice.',
    publishedAt: '2024-06-11',
    body: `
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
`,
  },
  {
    id: 'financial-due-diligence-quality-of-earnings',
    title: 'Financial Due Diligence: Understanding Quality of Earnings',
    excerpt:
      'Quality of earnings asks a simple question: how much of the reported profit will the buyer actually get, year after year? The main tests and what they reveal.',
    publishedAt: '2025-01-14',
    body: `
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
`,
  },
  {
    id: 'legal-due-diligence-contracts-and-permits',
    title: 'Legal Due Diligence: Change-of-Control Clauses, Permits and Disputes',
    excerpt:
      'The legal review asks whether the company really owns what it uses, can keep its key contracts after the sale, and carries no hidden liabilities. The points that matter most in SME deals.',
    publishedAt: '2025-07-22',
    body: `
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
`,
  },
  {
    id: 'setting-up-a-virtual-data-room',
    title: 'Setting Up a Virtual Data Room That Buyers Can Actually Use',
    excerpt:
      'A well-organised data room shortens due diligence and signals a well-run company. How to structure it, what to upload, and how to handle sensitive information.',
    publishedAt: '2026-03-10',
    body: `
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
`,
  },
]);
