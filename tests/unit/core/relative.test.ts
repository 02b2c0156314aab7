import { describe, expect, it } from 'vitest';
import { RELATIVE_WORDS, relativeBand } from '../../../src/core/measured/relative.ts';

describe('a coin against its own 20 days, in words', () => {
  it.each([
    [2.4, 'mucho más positivo de lo habitual'],
    [2, 'mucho más positivo de lo habitual'],
    [1.99, 'más positivo de lo habitual'],
    [1, 'más positivo de lo habitual'],
    [0.99, 'en su nivel habitual'],
    [0, 'en su nivel habitual'],
    [-0.99, 'en su nivel habitual'],
    [-1, 'más negativo de lo habitual'],
    [-1.99, 'más negativo de lo habitual'],
    [-2, 'mucho más negativo de lo habitual'],
    [-100, 'mucho más negativo de lo habitual'],
  ])('%s deviations: «%s»', (z, words) => {
    expect(RELATIVE_WORDS[relativeBand(z)]).toBe(words);
  });
});
