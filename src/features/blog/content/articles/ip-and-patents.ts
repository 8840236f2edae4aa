import { defineArticles } from './define';

export const ipAndPatentsArticles = defineArticles('ip-and-patents', [
  {
    id: 'how-to-value-patents-and-ip',
    title: 'How Patents and Intellectual Property Are Valued',
    excerpt:
      'A patent certificate on the wall says little about what the right is worth. The three valuation approaches, the factors behind them, and why a structured scoring is often the right first step.',
    publishedAt: '2024-03-26',
    body: `
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
`,
  },
  {
    id: 'monetizing-dormant-patents',
    title: 'Monetising Dormant Patents and Unused Intellectual Property',
    excerpt:
      'Many companies pay renewal fees for patents they no longer use. How to identify dormant IP, decide what to keep, and turn it into licensing income or a sale.',
    publishedAt: '2024-10-29',
    body: `
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
`,
  },
  {
    id: 'ip-due-diligence-who-owns-the-know-how',
    title: 'IP Due Diligence: Who Really Owns the Know-How?',
    excerpt:
      'A company may use a technology every day without legally owning it. What buyers check in IP due diligence, from employee inventions to freelancer code and open-source licences.',
    publishedAt: '2025-09-16',
    body: `
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
`,
  },
  {
    id: 'trademarks-software-and-trade-secrets-in-a-sale',
    title: 'Trademarks, Software and Trade Secrets in a Company Sale',
    excerpt:
      'Not all valuable IP is patented. How brands, proprietary software and confidential know-how are protected, transferred and valued when a company changes hands.',
    publishedAt: '2026-07-14',
    body: `
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
`,
  },
]);
