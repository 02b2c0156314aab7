// One slow test never fails its neighbours. The first test here runs out of time on purpose while it is still
// rendering (200 renders, each waiting for a timer, cannot fit in 30 ms on any machine); the unit setup must let
// that work finish before the next test starts, or the next test would find a widget on its page and React's
// act() scope still open ("overlapping act() calls"), and fail too.

import { describe, expect, it } from 'vitest';
import { mount, update } from '../helpers.ts';

describe('a test that runs out of time', () => {
  it.fails('fails alone', async () => {
    const { el } = await mount('crypto-sentiment');
    for (let i = 0; i < 200; i++) await update(() => el.setAttribute('theme', i % 2 ? 'dark' : 'light'));
  }, 30);

  it('leaves its neighbour an empty page and no act() scope open', async () => {
    expect(document.querySelectorAll('crypto-sentiment')).toHaveLength(0);
    const { root } = await mount('crypto-ad', { variant: 'course' });
    expect(root.textContent).toContain('Curso de Trading Avanzado');
    expect(document.querySelectorAll('crypto-sentiment')).toHaveLength(0);
  });
});
