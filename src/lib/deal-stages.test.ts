import { describe, expect, it } from 'vitest';
import { Constants } from './database.types';
import { DEAL_PATH, DEAL_STAGES, ENDED_STAGES } from './deal-stages';

describe('deal stages', () => {
  it('name every stage of the database enum once, the path first', () => {
    expect([...DEAL_STAGES].sort()).toEqual([...Constants.public.Enums.deal_stage].sort());
    expect(new Set(DEAL_STAGES).size).toBe(DEAL_STAGES.length);
    expect(DEAL_PATH.at(-1)).toBe('won');
    expect(DEAL_STAGES.slice(DEAL_PATH.length)).toEqual(ENDED_STAGES);
  });
});
