// The part of every tag's contract that needs real CSS (the rest is tests/unit/widgets/contract.test.ts):
// its stylesheets really style it, and its theme really changes its colours, on a plain host page.

import { describe, expect, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { sharedChromium, stageWidget } from './browser.ts';

const chromium = sharedChromium();

describe.each(registry.map((d) => d.tag))('<%s>', (tag) => {
  it('is styled by the base stylesheet and by its own, and takes dark colours with theme="dark"', async () => {
    const { page, widget } = await stageWidget(chromium, tag, { seed: '7', variant: 'course', loading: 'eager' });
    const root = () =>
      widget.evaluate((el) => {
        const s = getComputedStyle(el.shadowRoot?.querySelector('.cw-root') as Element);
        return { font: s.fontSize, family: s.fontFamily, color: s.color };
      });
    expect(await root()).toEqual({
      font: '14px',
      family: expect.stringMatching(/^system-ui/),
      color: 'rgb(15, 23, 42)',
    });

    await widget.evaluate((el) => el.setAttribute('theme', 'dark'));
    await page.waitForFunction(
      (t) => document.querySelector(t)?.shadowRoot?.querySelector('.cw-root')?.getAttribute('data-theme') === 'dark',
      tag,
    );
    expect((await root()).color).toBe('rgb(241, 245, 249)');

    // Without its own stylesheet (every sheet after the base one), the widget would look different.
    const [styled, unstyled] = await widget.evaluate((el) => {
      const shadow = el.shadowRoot as ShadowRoot;
      // Computed styles of the root and every part, and the widget's height.
      const signature = () =>
        JSON.stringify([
          Math.round(el.getBoundingClientRect().height),
          ...[shadow.querySelector('.cw-root'), ...shadow.querySelectorAll('[part]')].map((node) => {
            const s = getComputedStyle(node as Element);
            return [s.display, s.padding, s.fontSize, s.color, s.backgroundColor, s.borderRadius, s.gap];
          }),
        ]);
      const before = signature();
      shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.slice(0, 1);
      return [before, signature()];
    });
    expect(unstyled).not.toBe(styled);
  });
});
