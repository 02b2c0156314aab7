// The one formatter of every age a widget shows: whole ("hace 20 s" never wraps), "ahora" rather than "hace 0 s",
// and days in full.

import { describe, expect, it } from 'vitest';
import { agoText } from '../../../src/widgets/ui/ago.ts';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const ago = (ms: number, locale = 'es-ES') => agoText(NOW - ms, NOW, locale).replace(/\u00a0/g, ' ');

describe('agoText', () => {
  it('says "ahora" for the same second, then seconds, minutes, hours and days', () => {
    expect(ago(0)).toBe('ahora');
    expect(ago(400)).toBe('ahora');
    expect(ago(20_000)).toBe('hace 20 s');
    expect(ago(6 * 60_000)).toBe('hace 6 min');
    expect(ago(2 * 3_600_000)).toBe('hace 2 h');
    expect(ago(3 * 86_400_000)).toBe('hace 3 días');
  });

  it('never wraps inside an age, and a time ahead of the clock is now', () => {
    expect(agoText(NOW - 49_000, NOW, 'es-ES')).toBe('hace\u00a049\u00a0s');
    expect(ago(-5_000)).toBe('ahora');
  });
});
