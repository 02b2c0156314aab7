// The chat as a facade (src/widgets/chat/facade.ts): its light shell is the chat until the reader shows intent on
// it; only then are React and the chat's code fetched, and the mounted chat keeps everything done in the shell.
// It mounts without intent when React comes for another widget, when a saved conversation must show, or when
// the page changes what the shell drew. "Before React" is held on the network, never waited for.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addWidgets, advanceUntil, chatMessages, holdRequests, installClock, sharedChromium } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

/** Every script the page fetched, by path with the chunk's hash left out: "/chunks/shell.js". */
function scriptsFetched(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    paths.push(new URL(request.url()).pathname.replace(/^(\/chunks\/[\w-]+?)-[\w-]{6,8}\.js$/, '$1.js'));
  });
  return () => [...paths].sort();
}

/** The stage page with these widgets; resolves once the (first) chat's shell can be typed in. */
async function stage(page: Page, widgets: readonly [string, Record<string, string>][]): Promise<void> {
  await page.goto(`${base}/fixtures/stage.html`);
  await addWidgets(page, widgets);
  await page.locator('crypto-chat input.cw-input').first().waitFor();
}

/** Waits, without any intent, until every chat is mounted: defined, rendered, one field (the shell's gone). */
const mounted = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('crypto-chat')].every(
      (chat) =>
        chat.matches(':defined:not(:state(pending))') && chat.shadowRoot?.querySelectorAll('input').length === 1,
    ),
  );

const defined = (page: Page) => page.evaluate(() => customElements.get('crypto-chat') !== undefined);

describe('the chat as a facade', () => {
  it('fetches no React, nor the chat’s code, before the reader shows intent', async () => {
    const { page } = await chromium.open();
    const fetched = scriptsFetched(page);
    await stage(page, [['crypto-chat', {}]]);
    await page.waitForLoadState('networkidle');
    expect(fetched()).toEqual(['/chunks/base-styles.js', '/chunks/shell.js', '/crypto-widgets.js']);
    expect(await defined(page)).toBe(false);
    // The reader reaches it: now the chat's code comes, and it mounts.
    await page.locator('crypto-chat').hover();
    await mounted(page);
    expect(fetched()).toContain('/chunks/react.js');
  });

  it('mounts when the field takes the focus, keeping every character typed before and during the handover', async () => {
    const { page } = await chromium.open();
    const release = await holdRequests(page, '**/chunks/react-*.js');
    await stage(page, [['crypto-chat', {}]]);
    const field = page.locator('crypto-chat input.cw-input');
    // The keyboard only: Tab into the field (its focus is the intent), then type while the code is held back.
    await page.locator('crypto-chat').evaluate((chat) => chat.shadowRoot?.querySelector('input')?.focus());
    await page.keyboard.type('¿Cómo va');
    expect(await defined(page)).toBe(false);
    release();
    // Typing goes on, key after key, while the code arrives and the chat takes over.
    for (const key of ' el ether hoy?') await page.keyboard.type(key);
    await mounted(page);
    await page.keyboard.type(' ¿Y el bitcoin?');
    expect(await field.inputValue()).toBe('¿Cómo va el ether hoy? ¿Y el bitcoin?');
    const state = await page.evaluate(() => {
      const root = document.querySelector('crypto-chat')?.shadowRoot as ShadowRoot;
      const input = root.querySelector('input') as HTMLInputElement;
      return { focused: root.activeElement === input, caret: [input.selectionStart, input.selectionEnd] };
    });
    expect(state).toEqual({ focused: true, caret: [37, 37] });
  });

  it('keeps a keyboard reader on the control they tabbed to in the shell once the chat mounts', async () => {
    const { page } = await chromium.open();
    const release = await holdRequests(page, '**/chunks/react-*.js');
    await stage(page, [['crypto-chat', {}]]);
    const focused = () =>
      page.evaluate(() => {
        const active = document.querySelector('crypto-chat')?.shadowRoot?.activeElement;
        return active ? (active.getAttribute('aria-label') ?? active.textContent) : null;
      });
    // Tab from the page until a suggestion has the focus (the focus is the intent).
    for (let i = 0; i < 8 && !(await focused())?.startsWith('¿'); i++) await page.keyboard.press('Tab');
    const suggestion = await focused();
    expect(suggestion).toBe('¿Cuál es el sentimiento actual de Bitcoin?');
    expect(await defined(page)).toBe(false);
    release();
    await mounted(page);
    // The shell's button is gone; the chat's own, the same suggestion, has the focus, and Tab goes on from it.
    expect(await focused()).toBe(suggestion);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('¿Es buen momento para comprar Ethereum?');
  });

  it('pages the suggestions in the shell on a tap, and the mounted chat shows the same page', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const release = await holdRequests(page, '**/chunks/react-*.js');
    await stage(page, [['crypto-chat', {}]]);
    const chat = page.locator('crypto-chat');
    const row = chat.locator('.cw-suggestion-row');
    const scrolled = () => row.evaluate((list) => list.scrollLeft);
    const settled = () =>
      row.evaluate(
        (list) =>
          new Promise<number>((done) =>
            list.addEventListener('scrollend', () => done(list.scrollLeft), { once: true }),
          ),
      );
    // The tap is the intent that loads the chat, and it pages at once, as the chat's button does (a page is 80 % of
    // the row, then the row snaps to a question).
    const paging = settled();
    await chat.getByRole('button', { name: 'Más preguntas' }).tap();
    await expect.poll(scrolled).toBeGreaterThan(100);
    const paged = await paging;
    expect(await chat.getByRole('button', { name: 'Preguntas anteriores' }).isEnabled()).toBe(true);
    expect(await row.evaluate((list) => list.matches('.cw-more-before'))).toBe(true);
    expect(await defined(page)).toBe(false);
    release();
    await mounted(page);
    // The chat's own row, at the page the reader went to; paging back works from there.
    await expect.poll(scrolled).toBe(paged);
    await expect.poll(() => chat.getByRole('button', { name: 'Preguntas anteriores' }).isEnabled()).toBe(true);
    await chat.getByRole('button', { name: 'Preguntas anteriores' }).tap();
    await expect.poll(scrolled).toBe(0);
  });

  it('keeps a suggestion clicked in the shell, and sends it once', async () => {
    const { page } = await chromium.open();
    const release = await holdRequests(page, '**/chunks/react-*.js');
    await stage(page, [['crypto-chat', {}]]);
    await page.locator('crypto-chat .cw-suggestion', { hasText: '¿Qué están haciendo las ballenas?' }).click();
    const field = page.locator('crypto-chat input.cw-input');
    expect(await field.inputValue()).toBe('¿Qué están haciendo las ballenas?');
    expect(await defined(page)).toBe(false);
    release();
    await mounted(page);
    // As in the chat, a suggestion fills the field; the reader sends it.
    expect(await field.inputValue()).toBe('¿Qué están haciendo las ballenas?');
    expect(await page.locator('crypto-chat .cw-message-user').count()).toBe(0);
    await field.press('Enter');
    const chat = page.locator('crypto-chat');
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    expect(await page.locator('crypto-chat .cw-message-user').allTextContents()).toEqual([
      expect.stringContaining('¿Qué están haciendo las ballenas?'),
    ]);
  });

  it('mounts without intent when another widget brings React, whichever comes first', async () => {
    const { page } = await chromium.open();
    const fetched = scriptsFetched(page);
    await stage(page, [
      ['crypto-sentiment', {}],
      ['crypto-chat', {}],
    ]);
    await mounted(page);
    // A chat alone first, then a data widget: the chat mounts once React is coming for it.
    const later = await chromium.open();
    await stage(later.page, [['crypto-chat', {}]]);
    await later.page.waitForLoadState('networkidle');
    expect(await defined(later.page)).toBe(false);
    await addWidgets(later.page, [['crypto-sentiment', {}]]);
    await mounted(later.page);
    expect(fetched().filter((path) => path === '/chunks/react.js')).toHaveLength(1);
  });

  it('mounts at once a chat that keeps its conversation, whose saved messages must show', async () => {
    const { page } = await chromium.open();
    const saved = [
      { id: 'u1', type: 'user', content: '¿Qué hacen las ballenas de Solana?', timestamp: '2026-11-20T10:00:00.000Z' },
      { id: 'a1', type: 'ai', content: 'Acumulan desde el lunes.', timestamp: '2026-11-20T10:00:02.000Z' },
    ];
    await page.addInitScript((saved) => sessionStorage.setItem('crypto-chat:local', saved), JSON.stringify(saved));
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidgets(page, [['crypto-chat', { persist: 'session' }]]);
    await mounted(page);
    const shown = await chatMessages(page.locator('crypto-chat')).allTextContents();
    expect(shown.slice(-2)).toEqual([
      expect.stringContaining('¿Qué hacen las ballenas de Solana?'),
      expect.stringContaining('Acumulan desde el lunes.'),
    ]);
  });

  it('mounts when the page changes what its shell drew (a theme)', async () => {
    const { page } = await chromium.open();
    await stage(page, [['crypto-chat', {}]]);
    await page.waitForLoadState('networkidle');
    expect(await defined(page)).toBe(false);
    await page.locator('crypto-chat').evaluate((chat) => chat.setAttribute('theme', 'dark'));
    await mounted(page);
    expect(await page.locator('crypto-chat .cw-root').getAttribute('data-theme')).toBe('dark');
  });

  it('names each chat’s landmark among the page’s chats, as the mounted chats do', async () => {
    const { page } = await chromium.open();
    await stage(page, [
      ['crypto-chat', {}],
      ['crypto-chat', {}],
    ]);
    await page.locator('crypto-chat:nth-of-type(2) input.cw-input').waitFor();
    const names = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('crypto-chat')].map((chat) =>
          chat.shadowRoot?.querySelector('.cw-card')?.getAttribute('aria-label'),
        ),
      );
    const expected = ['Chat con el asistente de IA (1 de 2)', 'Chat con el asistente de IA (2 de 2)'];
    expect(await names()).toEqual(expected);
    expect(await defined(page)).toBe(false);
    await page.locator('crypto-chat').first().hover();
    await mounted(page);
    expect(await names()).toEqual(expected);
  });

  it('mounts when a reader prints the page', async () => {
    const { page } = await chromium.open();
    await stage(page, [['crypto-chat', {}]]);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await mounted(page);
  });

  it('knows every property the chat takes (set before its code, they mount it at once)', async () => {
    const { page } = await chromium.open();
    await stage(page, [['crypto-chat', { loading: 'eager' }]]);
    await mounted(page);
    const properties = await page.evaluate(() => {
      const prototype = customElements.get('crypto-chat')?.prototype;
      return Object.getOwnPropertyNames(prototype).filter((p) => Object.getOwnPropertyDescriptor(prototype, p)?.set);
    });
    const { CHAT_PROPERTIES } = await import('../../src/widgets/chat/facade.ts');
    expect([...properties].sort()).toEqual([...CHAT_PROPERTIES].sort());
    // A property the page set before the code arrived: the shell cannot show it, the chat mounts with it.
    const early = await chromium.open();
    await early.page.goto(`${base}/fixtures/stage.html`);
    await early.page.evaluate(() => {
      const chat = document.createElement('crypto-chat') as HTMLElement & { greeting: string };
      chat.greeting = 'Hola desde una propiedad.';
      document.getElementById('stage')?.append(chat);
    });
    await mounted(early.page);
    expect(await early.page.locator('crypto-chat .cw-message-text').first().textContent()).toBe(
      'Hola desde una propiedad.',
    );
  });

  it('mounts when the page sets a property after its shell is drawn, and the chat shows it', async () => {
    const { page } = await chromium.open();
    await stage(page, [['crypto-chat', { greeting: 'Saludo del atributo.' }]]);
    await page.waitForLoadState('networkidle');
    const chat = page.locator('crypto-chat');
    // Read before the code is here, a property gives its attribute, as the element does.
    expect(await chat.evaluate((el) => (el as HTMLElement & { greeting: string }).greeting)).toBe(
      'Saludo del atributo.',
    );
    expect(await defined(page)).toBe(false);
    await chat.evaluate((el) => {
      (el as HTMLElement & { suggestions: string[] }).suggestions = ['¿Y Cardano?', '¿Y Polkadot?'];
    });
    await mounted(page);
    expect(await chat.locator('.cw-suggestion').allTextContents()).toEqual(['¿Y Cardano?', '¿Y Polkadot?']);
    expect(await chat.locator('.cw-message-text').first().textContent()).toBe('Saludo del atributo.');
    expect(await chat.getAttribute('greeting')).toBe('Saludo del atributo.');
  });

  it('keeps every attribute of a chat defined by another chat’s intent', async () => {
    const { page } = await chromium.open();
    await stage(page, [
      ['crypto-chat', { greeting: 'Hola desde el primero.', theme: 'dark', suggestions: '["¿Uno?","¿Dos?"]' }],
      ['crypto-chat', {}],
    ]);
    await page.locator('crypto-chat:nth-of-type(2) input.cw-input').waitFor();
    await page.locator('crypto-chat').nth(1).hover();
    await mounted(page);
    const first = page.locator('crypto-chat').first();
    expect(await first.locator('.cw-message-text').first().textContent()).toBe('Hola desde el primero.');
    expect(await first.locator('.cw-suggestion').allTextContents()).toEqual(['¿Uno?', '¿Dos?']);
    expect(await first.locator('.cw-root').getAttribute('data-theme')).toBe('dark');
    expect(
      await first.evaluate((el) => [el.getAttribute('theme'), el.getAttribute('greeting'), el.hasAttribute('persist')]),
    ).toEqual(['dark', 'Hola desde el primero.', false]);
  });

  it('sends on to the chat a key that still reaches the shell’s field after the handover', async () => {
    const { page } = await chromium.open();
    const release = await holdRequests(page, '**/chunks/react-*.js');
    await stage(page, [['crypto-chat', {}]]);
    const old = await page.locator('crypto-chat input.cw-input').elementHandle();
    await page.locator('crypto-chat input.cw-input').fill('¿Sube el ethe');
    release();
    await mounted(page);
    // The shell's field, gone from the page, receives the frame's last key, then Enter.
    await old?.evaluate((input) => {
      input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: 'r', cancelable: true }));
      input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: '?', cancelable: true }));
    });
    const field = page.locator('crypto-chat input.cw-input');
    expect(await field.inputValue()).toBe('¿Sube el ether?');
    await old?.evaluate((input) =>
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
    );
    await expect.poll(() => page.locator('crypto-chat .cw-message-user').count()).toBe(1);
    expect(await page.locator('crypto-chat .cw-message-user').textContent()).toContain('¿Sube el ether?');
    expect(await field.inputValue()).toBe('');
  });

  it('says its code could not load in the same grey box as any widget', async () => {
    const { page, warnings, problems } = await chromium.open();
    await installClock(page);
    for (const chunk of ['Chat', 'Trending'])
      await page.route(`**/chunks/${chunk}-*.js`, (route) => route.fulfill({ status: 503, body: '' }));
    await stage(page, [
      ['crypto-chat', {}],
      ['crypto-trending', {}],
    ]);
    const alerts = page.getByRole('alert');
    await advanceUntil(page, async () => (await alerts.count()) === 2);
    const look = (tag: string) =>
      page.locator(tag).evaluate((el) => {
        const box = el.shadowRoot?.querySelector('[part=placeholder]') as HTMLElement;
        const style = getComputedStyle(box);
        const alert = getComputedStyle(box.querySelector('[role=alert]') as Element);
        return {
          text: box.textContent,
          display: style.display,
          background: style.backgroundColor,
          radius: style.borderRadius,
          padding: style.padding,
          font: alert.font,
          color: alert.color,
          tall: box.getBoundingClientRect().height > 100,
        };
      });
    const chat = await look('crypto-chat');
    expect(chat).toEqual(await look('crypto-trending'));
    expect(chat).toMatchObject({
      text: 'No se ha podido cargar este módulo.Reintentar',
      display: 'flex',
      background: 'rgba(136, 136, 136, 0.133)',
      tall: true,
    });
    expect(warnings.filter((w) => w.startsWith('[crypto-widgets] no se ha podido cargar <crypto-'))).toHaveLength(2);
    warnings.length = 0;
    expect(problems.every((p) => p.includes('503'))).toBe(true);
    problems.length = 0;
  });
});
