// The loader readies the browser's Intl data while the widgets' code downloads, one step per task: the first
// number formatter's set-up would otherwise be one long task on a phone.

import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the loader’s Intl warm-up', () => {
  afterEach(() => vi.useRealTimers());

  it('runs its three steps in three separate tasks, in order, once per page', async () => {
    vi.resetModules();
    const { load } = await import('../../../src/widgets/loader.ts');
    const steps: string[] = [];
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      steps.push(`maximize ${this.baseName}`);
      return this;
    });
    vi.spyOn(Intl, 'supportedValuesOf').mockImplementation((key) => {
      steps.push(`supportedValuesOf ${key}`);
      return [];
    });
    // `format` is a getter (it returns a bound function), which TypeScript types as a method.
    const prototype = Intl.NumberFormat.prototype as unknown as Record<'format', unknown>;
    const format = vi.spyOn(prototype, 'format', 'get');
    format.mockImplementation(function (this: Intl.NumberFormat) {
      steps.push(`format ${this.resolvedOptions().locale}`);
      return () => '0';
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });

    const loading = [load('crypto-trending'), load('crypto-onchain')];
    // Nothing runs in the caller's task.
    expect(steps).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(steps).toEqual(['maximize es-ES']);
    vi.advanceTimersToNextTimer();
    expect(steps).toEqual(['maximize es-ES', 'supportedValuesOf numberingSystem']);
    vi.advanceTimersToNextTimer();
    const warmed = ['maximize es-ES', 'supportedValuesOf numberingSystem', 'format es-ES'];
    expect(steps).toEqual(warmed);
    // A second tag loading does not warm up again.
    vi.advanceTimersByTime(0);
    expect(steps).toEqual(warmed);

    format.mockRestore();
    vi.useRealTimers();
    await Promise.all(loading);
  });
});
