import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { Constants } from '../../lib/database.types';
import de from '../../locales/de/deals.json';
import en from '../../locales/en/deals.json';
import { memberNextStep, seatDecides, type MemberNextStep, type TeamRole } from './next-step-words';

/** A translator over one language's JSON that fails on a key without text (no raw keys shown). */
const translator = (texts: Record<string, unknown>) =>
  ((key: string, values: Record<string, string> = {}) => {
    const node = key
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], texts);
    if (typeof node !== 'string') throw new Error(`no text for ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${key}: no value for ${name}`);
      return values[name];
    });
  }) as unknown as TFunction<'deals'>;

const step = (over: Partial<MemberNextStep>): MemberNextStep => ({
  side: 'buyer',
  stage: 'access_granted',
  role: 'view',
  verified: true,
  price: '€1,000',
  pausedUntil: null,
  pausedWithAccess: false,
  listingOpen: true,
  ...over,
});

const ROLES: (TeamRole | null)[] = [null, ...Constants.public.Enums.deal_member_role];

describe("a team member's next step", () => {
  it('has a text in both languages for every side, stage, role and state', () => {
    for (const [language, texts] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const t = translator(texts);
      for (const side of ['buyer', 'owner'] as const)
        for (const stage of Constants.public.Enums.deal_stage)
          for (const role of ROLES)
            for (const verified of [true, false])
              for (const [pausedUntil, pausedWithAccess, listingOpen] of [
                [null, false, true],
                [null, false, false],
                ['1.12.2026', false, true],
                ['1.12.2026', true, true],
              ] as const) {
                const text = memberNextStep(
                  t,
                  step({ side, stage, role, verified, pausedUntil, pausedWithAccess, listingOpen }),
                );
                expect(text, `${language} ${side} ${stage} ${role}`).not.toMatch(/next\.|\{\{/);
                expect(text.length).toBeGreaterThan(10);
              }
    }
  });

  it('tells a view member of the buyer side who decides, never to make an offer', () => {
    const t = translator(en);
    expect(memberNextStep(t, step({ role: 'view' }))).toBe(
      `${en.next.member.buyer.access_granted} ${en.next.member.can.buyer.access_granted.view}`,
    );
    expect(memberNextStep(t, step({ role: 'view' }))).not.toContain('make an offer');
    expect(memberNextStep(t, step({ role: 'lead' }))).toContain('make an offer');
  });

  it('a lead whose account is pending acts as a contributor and learns when they decide', () => {
    const t = translator(de);
    expect(
      memberNextStep(
        t,
        step({ side: 'owner', stage: 'access_requested', role: 'lead', verified: false }),
      ),
    ).toBe(
      [
        de.next.member.owner.access_requested,
        de.next.member.can.owner.access_requested.contribute,
        de.next.member.leadPending,
      ].join(' '),
    );
    expect(
      memberNextStep(t, step({ side: 'owner', stage: 'access_requested', role: 'lead' })),
    ).toContain('(dem Käufer werden €1,000 berechnet)');
  });

  it('a seat not known yet hears only what happens', () => {
    expect(
      memberNextStep(translator(en), step({ side: 'owner', stage: 'offer_submitted', role: null })),
    ).toBe(en.next.member.owner.offer_submitted);
  });

  it('decides: principals and verified leads (private.decides_for_side())', () => {
    expect(seatDecides({ kind: 'principal' })).toBe(true);
    expect(seatDecides({ kind: 'member', role: 'lead', verified: true })).toBe(true);
    expect(seatDecides({ kind: 'member', role: 'lead', verified: false })).toBe(false);
    expect(seatDecides({ kind: 'member', role: 'contribute', verified: true })).toBe(false);
    expect(seatDecides({ kind: 'member', role: 'view', verified: true })).toBe(false);
    expect(seatDecides({ kind: 'unknown' })).toBe(false);
  });
});
