import { defineArticles } from './define';

export const industryFocusArticles = defineArticles('industry-focus', [
  {
    id: 'selling-a-manufacturing-company',
    title: 'Industry Focus: Selling or Buying a Manufacturing Company',
    excerpt:
      'Machinery, metalworking, plastics and components: manufacturing SMEs are the backbone of the Mittelstand. What buyers examine in these companies and how sellers can prepare.',
    publishedAt: '2024-05-07',
    body: `
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
`,
  },
  {
    id: 'healthcare-practice-and-care-business-deals',
    title: 'Industry Focus: Healthcare Practices, Care Services and Medical Suppliers',
    excerpt:
      'Healthcare businesses combine stable demand with heavy regulation. Why selling a medical practice, a care service or a medical device supplier follows different rules than other SME deals.',
    publishedAt: '2025-01-28',
    body: `
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
`,
  },
  {
    id: 'software-and-it-services-acquisitions',
    title: 'Industry Focus: Acquiring Software and IT Service Companies',
    excerpt:
      'Recurring revenue, key developers and code quality drive the value of technology SMEs. The metrics buyers use and the risks that most often surprise them.',
    publishedAt: '2025-05-27',
    body: `
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
`,
  },
  {
    id: 'buying-an-e-commerce-business',
    title: 'Industry Focus: Buying an E-Commerce Business',
    excerpt:
      'Online shops and marketplace brands can be bought quickly, but their value depends on traffic, margins after returns and platform rules. A buyer’s guide to the key checks.',
    publishedAt: '2025-12-02',
    body: `
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
`,
  },
  {
    id: 'energy-and-renewables-smes',
    title: 'Industry Focus: Energy and Renewables SMEs',
    excerpt:
      'Solar installers, heat pump specialists, electrical contractors and small generation assets are in demand. What drives their value, and why regulation and subsidies need careful analysis.',
    publishedAt: '2026-10-20',
    body: `
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
`,
  },
]);
