import { defineArticles } from './define';

export const esgArticles = defineArticles('esg', [
  {
    id: 'esg-in-sme-transactions',
    title: 'ESG in SME Transactions: Why Buyers Ask and What They Look For',
    excerpt:
      'Environmental, social and governance questions have moved from large-cap deals into the Mittelstand. Why buyers and banks raise them, and how sellers of smaller companies can respond without a sustainability department.',
    publishedAt: '2026-01-27',
    body: `
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
`,
  },
  {
    id: 'esg-due-diligence-checklist',
    title: 'An ESG Due Diligence Checklist for Small and Medium-Sized Deals',
    excerpt:
      'A proportionate ESG review focuses on the risks that can really cost money. A checklist organised by environmental, social and governance topics, with the documents to request.',
    publishedAt: '2025-11-04',
    body: `
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
`,
  },
  {
    id: 'sustainability-certification-as-a-value-driver',
    title: 'Sustainability Certification as a Value Driver Before a Sale',
    excerpt:
      'Certifications and credible sustainability data can widen the pool of buyers and ease financing. Which options suit SMEs, what they cost in effort, and when they pay off.',
    publishedAt: '2026-08-11',
    body: `
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
`,
  },
]);
