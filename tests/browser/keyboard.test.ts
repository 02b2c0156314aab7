// Keyboard use: every control reachable with Tab, showing a visible focus ring, and operable with the keyboard.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { addWidget, sharedChromium, waitForChartsInView, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

async function stage(page: Page, tag: string, attributes: Record<string, string> = {}): Promise<void> {
  await page.goto(`${base}/fixtures/stage.html`);
  await addWidget(page, tag, { seed: '7', variant: 'course', loading: 'eager', ...attributes });
  await waitForWidgets(page);
  await waitForChartsInView(page);
}

/** The focused element, looking inside shadow roots, with whether a focus ring is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const style = getComputedStyle(active);
    const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return { id: `${active.localName}:${name}`, ring, inWidget: active.getRootNode() !== document };
  });

describe('keyboard', () => {
  it.each(registry.map((d) => d.tag))(
    '<%s>: Tab reaches every control, each with a visible focus ring',
    async (tag) => {
      const { page } = await chromium.open({ viewport: { width: 900, height: 900 } });
      await stage(page, tag);
      const controls = await page
        .locator(tag)
        .evaluate(
          (el) =>
            el.shadowRoot?.querySelectorAll('button:not([disabled]), input, select, a[href], [tabindex="0"]').length ??
            0,
        );
      const reached = new Map<string, boolean>();
      for (let i = 0; i < controls + 3; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (now?.inWidget) reached.set(now.id, now.ring);
      }
      expect(reached.size, [...reached.keys()].join(' | ')).toBe(controls);
      const withoutRing = [...reached].filter(([, ring]) => !ring).map(([id]) => id);
      expect(withoutRing).toEqual([]);
    },
  );

  it('operates the analytics selectors with Enter and Space', async () => {
    const { page } = await chromium.open();
    await stage(page, 'crypto-analytics');
    const analytics = page.locator('crypto-analytics');
    await analytics.getByRole('button', { name: 'BTC' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // ETH → SOL → ADA → 1D → 7D → 30D
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ id: 'button:30D', ring: true });
    await page.keyboard.press('Space');
    expect(await analytics.locator('[aria-pressed="true"]').allTextContents()).toEqual(['ETH', '30D']);
  });

  it('chats with the keyboard: a suggestion with Enter, then Enter in the field to send', async () => {
    const { page } = await chromium.open();
    await stage(page, 'crypto-chat');
    const chat = page.locator('crypto-chat');
    await chat.getByRole('button', { name: '¿Cuál es el sentimiento actual de Bitcoin?' }).focus();
    await page.keyboard.press('Enter');
    // The suggestion fills the field and puts the focus there.
    expect(await focused(page)).toMatchObject({ id: 'input:' });
    await page.keyboard.press('Enter');
    await expect.poll(() => chat.locator('.cw-message-ai:not(.cw-typing-row)').count()).toBe(2);
  });

  it('opens the mobile menu and follows a link with the keyboard', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 800 } });
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Abrir menú' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ id: 'a:Análisis', ring: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Análisis Avanzado');
  });

  it('stops the typing animation for people who prefer reduced motion', async () => {
    const { page } = await chromium.open({ reducedMotion: 'reduce' });
    await stage(page, 'crypto-chat');
    const chat = page.locator('crypto-chat');
    await chat.getByRole('textbox').fill('hola');
    await chat.getByRole('textbox').press('Enter');
    expect(
      await chat
        .locator('.cw-dot')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
  });
});
