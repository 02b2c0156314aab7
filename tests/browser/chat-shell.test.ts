// The chat's shell (src/widgets/chat/shell.ts): drawn before React arrives, it takes the reader's typing, and the
// mounted chat keeps every character, the caret and the focus; the shell and the chat look the same. React's
// chunk is held back on the network, so "before React" is a condition, never a wait.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addWidgets, chatMessages, holdRequests, sharedChromium } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

/** A stage page with one chat whose React is held until `release()`; resolves once its shell can be typed in. */
async function chatBeforeReact(
  page: Page,
  attributes: Record<string, string> = {},
): Promise<{ release: () => void; defined: () => Promise<void> }> {
  const release = await holdRequests(page, '**/chunks/react-*.js');
  await page.goto(`${base}/fixtures/stage.html`);
  await addWidgets(page, [['crypto-chat', { loading: 'eager', ...attributes }]]);
  await page.locator('crypto-chat:not(:defined) input.cw-input').waitFor();
  return {
    release,
    // Rendered by React: defined, no longer pending, one field (the shell's gone).
    defined: async () => {
      await page.waitForFunction(() => {
        const chat = document.querySelector('crypto-chat');
        return (
          chat?.matches(':defined:not(:state(pending))') && chat.shadowRoot?.querySelectorAll('input').length === 1
        );
      });
    },
  };
}

/** The chat's markup as a reader's browser sees it: tags, classes, text and attributes, ids and times left out. */
const markup = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('crypto-chat')?.shadowRoot;
    const card = root?.querySelector('.cw-root');
    const IGNORED = new Set(['id', 'for', 'datetime', 'value']);
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .filter((a) => !IGNORED.has(a.name))
        .map((a) => `${a.name}="${a.value}"`)
        .sort()
        .join(' ');
      return `<${node.localName} ${attributes}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
    };
    return card ? walk(card) : '';
  });

const boxes = (page: Page) =>
  page.evaluate(() => {
    const chat = document.querySelector('crypto-chat') as HTMLElement;
    const root = chat.shadowRoot as ShadowRoot;
    const height = (selector: string) => root.querySelector(selector)?.getBoundingClientRect().height;
    return {
      host: chat.getBoundingClientRect().height,
      card: height('.cw-card'),
      messages: height('.cw-messages'),
      greeting: root.querySelector('.cw-message-text')?.textContent,
      placeholder: root.querySelector('input')?.placeholder,
      theme: getComputedStyle(root.querySelector('.cw-card') as Element).backgroundColor,
    };
  });

describe('the chat before React', () => {
  it('keeps every character typed into its shell, with the caret and the focus', async () => {
    const { page } = await chromium.open();
    const { release, defined } = await chatBeforeReact(page);
    const field = page.locator('crypto-chat input.cw-input');
    await field.click();
    await page.keyboard.type('¿Qué tal va el bitcoin hoy?');
    // The caret moves back before "hoy?", where the reader goes on typing.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    expect(await page.locator('crypto-chat').evaluate((el) => el.matches(':defined'))).toBe(false);
    release();
    await defined();
    expect(await field.inputValue()).toBe('¿Qué tal va el bitcoin hoy?');
    const state = await page.evaluate(() => {
      const root = document.querySelector('crypto-chat')?.shadowRoot as ShadowRoot;
      const input = root.querySelector('input') as HTMLInputElement;
      return { focused: root.activeElement === input, caret: [input.selectionStart, input.selectionEnd] };
    });
    expect(state).toEqual({ focused: true, caret: [23, 23] });
    await page.keyboard.type('mismo ');
    expect(await field.inputValue()).toBe('¿Qué tal va el bitcoin mismo hoy?');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => chatMessages(page.locator('crypto-chat')).nth(1).textContent())
      .toContain('¿Qué tal va el bitcoin mismo hoy?');
    expect(await field.inputValue()).toBe('');
  });

  it('sends, once, a question the reader sent from the shell', async () => {
    const { page } = await chromium.open();
    const { release, defined } = await chatBeforeReact(page);
    const field = page.locator('crypto-chat input.cw-input');
    await field.fill('¿Y el ether?');
    await field.press('Enter');
    await field.press('Enter');
    // The page did not navigate away: the same chat is there, still waiting for React.
    expect(await page.locator('crypto-chat:not(:defined) input.cw-input').inputValue()).toBe('¿Y el ether?');
    release();
    await defined();
    const messages = chatMessages(page.locator('crypto-chat'));
    await expect.poll(() => messages.count()).toBeGreaterThanOrEqual(2);
    expect(await messages.nth(1).textContent()).toContain('¿Y el ether?');
    expect(await page.locator('crypto-chat .cw-message-user').count()).toBe(1);
    expect(await field.inputValue()).toBe('');
  });

  it('fills its field from a suggested question, as the chat does', async () => {
    const { page } = await chromium.open();
    const { release, defined } = await chatBeforeReact(page);
    await page.locator('crypto-chat .cw-suggestion', { hasText: '¿Qué están haciendo las ballenas?' }).click();
    const field = page.locator('crypto-chat input.cw-input');
    expect(await field.inputValue()).toBe('¿Qué están haciendo las ballenas?');
    expect(await page.locator('crypto-chat button[aria-label="Enviar"]').isDisabled()).toBe(false);
    release();
    await defined();
    expect(await field.inputValue()).toBe('¿Qué están haciendo las ballenas?');
  });

  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark']) {
      it(`looks as the mounted chat does (${width} px, ${theme})`, async () => {
        const { page } = await chromium.open({ viewport: { width, height: 900 } });
        const attributes = {
          theme,
          greeting: 'Hola desde la prueba: pregúntame lo que quieras.',
          suggestions: JSON.stringify(['¿Sube el bitcoin?', '¿Y el ether?', '¿Qué hacen las ballenas hoy?']),
        };
        const { release, defined } = await chatBeforeReact(page, attributes);
        const shell = { markup: await markup(page), boxes: await boxes(page) };
        release();
        await defined();
        const mounted = { markup: await markup(page), boxes: await boxes(page) };
        expect(shell.boxes.greeting).toBe('Hola desde la prueba: pregúntame lo que quieras.');
        expect(shell.boxes).toEqual(mounted.boxes);
        expect(shell.markup).toBe(mounted.markup);
      });
    }
  }

  it('draws a partner’s header, status line and placeholder as the mounted chat does, at a phone’s width too', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 900 } });
    const attributes = {
      heading: 'Cripto, de El Observador',
      status: 'Responde con datos de hoy',
      placeholder: 'Pregunta a Cripto…',
    };
    const { release, defined } = await chatBeforeReact(page, attributes);
    const shell = { markup: await markup(page), boxes: await boxes(page) };
    const header = async () =>
      `${await page.locator('crypto-chat .cw-title').textContent()} | ${(await page.locator('crypto-chat .cw-subtitle').textContent())?.trim()}`;
    expect(await header()).toBe('Cripto, de El Observador | Responde con datos de hoy');
    expect(shell.boxes.placeholder).toBe('Pregunta a Cripto…');
    release();
    await defined();
    expect(await header()).toBe('Cripto, de El Observador | Responde con datos de hoy');
    expect(shell.markup).toBe(await markup(page));
    expect(shell.boxes).toEqual(await boxes(page));
  });

  it('is not drawn for a chat that restores a saved conversation (the placeholder waits for it)', async () => {
    const { page } = await chromium.open();
    const release = await holdRequests(page, '**/chunks/react-*.js');
    const saved = [{ id: 'u1', type: 'user', content: '¿Y el XRP?', timestamp: '2026-11-21T09:30:00.000Z' }];
    await page.addInitScript((saved) => sessionStorage.setItem('crypto-chat:local', saved), JSON.stringify(saved));
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidgets(page, [
      ['crypto-chat', { loading: 'eager', persist: 'session' }],
      ['crypto-chat', { loading: 'eager' }],
    ]);
    // The second chat's shell is drawn; the first one's placeholder stays as it was.
    await page.locator('crypto-chat:nth-of-type(2):not(:defined) input.cw-input').waitFor();
    expect(await page.locator('crypto-chat:nth-of-type(1) input').count()).toBe(0);
    release();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('crypto-chat')].every((chat) => chat.matches(':defined:not(:state(pending))')),
    );
    expect(await page.locator('crypto-chat input').count()).toBe(2);
  });
});
