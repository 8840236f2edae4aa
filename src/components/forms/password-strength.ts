import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';

// zxcvbn-ts with its keyboard graphs (sequences, repeats, keyboard walks, dates, l33t), without the
// 200 KB list of common passwords: the auth server refuses those (weak_password, reason pwned).
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs });

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** zxcvbn's score; the user's own name and email (and their parts) count as easy to guess. */
export function passwordScore(password: string, userInputs: string[] = []): StrengthScore {
  const words = userInputs.flatMap((input) => {
    const lower = input.trim().toLowerCase();
    return [lower, lower.split('@')[0] ?? '', ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  return zxcvbn.check(password, [...new Set(words.filter((w) => w.length >= 3))])
    .score as StrengthScore;
}
