import { defineArticles } from './define';

export const successionArticles = defineArticles('succession', [
  {
    id: 'succession-planning-in-the-mittelstand',
    title: 'Succession Planning in the DACH Mittelstand: Where to Start',
    excerpt:
      'Handing over a company is a process of several years, not a single transaction. A roadmap for owners in Germany, Austria and Switzerland who want to plan their succession deliberately.',
    publishedAt: '2024-02-13',
    body: `
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
`,
  },
  {
    id: 'family-succession-or-external-sale',
    title: 'Family Succession or External Sale? Weighing the Options Honestly',
    excerpt:
      'Passing the company to the next generation is still the first choice for many owners, but not always the best one. Questions that help families decide, and how to combine both paths.',
    publishedAt: '2024-09-24',
    body: `
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
`,
  },
  {
    id: 'inheritance-tax-relief-for-business-assets',
    title: 'Gifting or Inheriting a Company: German Inheritance Tax Relief in Outline',
    excerpt:
      'German inheritance and gift tax law offers extensive relief for business assets, but only under conditions that last years after the transfer. An outline of the rules and the traps.',
    publishedAt: '2025-06-03',
    body: `
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
`,
  },
  {
    id: 'life-after-the-sale',
    title: 'Life After the Sale: Transition Periods, Advisory Roles and Letting Go',
    excerpt:
      'Selling a company you built changes more than your bank balance. How to structure the transition, what role to keep, and how former owners find their next chapter.',
    publishedAt: '2026-09-08',
    body: `
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
`,
  },
]);
