import { useState } from 'react';
import { randomSeed } from '../../core/random.ts';

/** The `seed` attribute when given; otherwise one random seed kept for the element's lifetime. */
export function useSeed(seed: number | undefined): number {
  const [fallback] = useState(randomSeed);
  return seed ?? fallback;
}
