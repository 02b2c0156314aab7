// The chat in a real browser, its 1.5 s reply measured on Playwright's clock.

import { describe, expect, inject, it } from 'vitest';
import { askChat, chatMessages, installClock, pauseClock, replyCodeLoaded, sharedChromium } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

describe('chat on #/ai-chat', () => {
  it('answers after 1.5 s with the typing indicator in between, and keeps the newest message in view', async () => {
    const { page } = await chromium.open();
    await installClock(page);
    await page.goto(`${base}/#/ai-chat`);
    const chat = page.locator('crypto-chat');
    const input = chat.getByRole('textbox', { name: 'Escribe tu pregunta' });
    const send = chat.getByRole('button', { name: 'Enviar' });
    const messages = chatMessages(chat);
    await expect.poll(() => messages.count()).toBe(1);
    await pauseClock(page);
    await replyCodeLoaded(chat);
    expect(await send.isDisabled()).toBe(true);

    const scrollBefore = await page.evaluate(() => window.scrollY);
    const exchanges: [question: string, answer: string][] = [
      ['¿Qué me dices de Bitcoin?', '72/100'],
      ['¿Y de ETH?', '22'],
      ['¿Cómo ves el mercado?', '0,73'],
    ];
    for (const [question, answer] of exchanges) {
      await askChat(chat, question);
      expect(await input.inputValue()).toBe('');
      await chat.getByText('El asistente está escribiendo…').waitFor({ state: 'attached' });
      expect(await chat.locator('.cw-typing').isVisible()).toBe(true);
      expect(await send.isDisabled()).toBe(true);
      // Still thinking just before 1.5 s, answered at 1.5 s.
      await page.clock.runFor(1499);
      expect(await chat.locator('.cw-typing').count()).toBe(1);
      await page.clock.runFor(1);
      await chat.locator('.cw-typing').waitFor({ state: 'detached' });
      expect(await messages.last().textContent()).toContain(answer);
    }
    expect(await messages.count()).toBe(7);

    const list = await chat.locator('.cw-messages').evaluate((el) => ({
      top: el.scrollTop,
      height: el.clientHeight,
      full: el.scrollHeight,
    }));
    expect(list.full).toBeGreaterThan(list.height);
    expect(list.top + list.height).toBeGreaterThanOrEqual(list.full - 2);
    // The list scrolls itself; the page around it does not move.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  it('fills the input from a suggested question and sends it with the button', async () => {
    const { page } = await chromium.open();
    await installClock(page);
    await page.goto(`${base}/#/ai-chat`);
    const chat = page.locator('crypto-chat');
    await chat.getByRole('button', { name: '¿Es buen momento para comprar Ethereum?' }).waitFor();
    await pauseClock(page);
    await replyCodeLoaded(chat);
    await chat.getByRole('button', { name: '¿Es buen momento para comprar Ethereum?' }).click();
    expect(await chat.getByRole('textbox').inputValue()).toBe('¿Es buen momento para comprar Ethereum?');
    await chat.getByRole('button', { name: 'Enviar' }).click();
    const replies = chat.locator('.cw-message-ai:not(.cw-typing-row)');
    await page.clock.runFor(1500);
    await expect.poll(() => replies.count()).toBe(2);
    expect(await replies.last().textContent()).toContain('Ethereum');
  });

  it('keeps the conversation when the reader moves to another screen and back (persist="session")', async () => {
    const { page } = await chromium.open();
    await installClock(page);
    await page.goto(`${base}/#/ai-chat`);
    const chat = page.locator('crypto-chat');
    await chatMessages(chat).first().waitFor();
    await pauseClock(page);
    await replyCodeLoaded(chat);
    await askChat(chat, '¿Qué me dices de Bitcoin?');
    await page.clock.runFor(1500);
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    await page.goto(`${base}/#/`);
    await page.locator('crypto-market-overview').waitFor();
    await page.goto(`${base}/#/ai-chat`);
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    expect(await chatMessages(chat).nth(1).textContent()).toContain('¿Qué me dices de Bitcoin?');
  });

  it('keeps a question sent just before moving to another screen, with "Reintentar" (persist="session")', async () => {
    const { page } = await chromium.open();
    await installClock(page);
    await page.goto(`${base}/#/ai-chat`);
    const chat = page.locator('crypto-chat');
    await chatMessages(chat).first().waitFor();
    await pauseClock(page);
    await replyCodeLoaded(chat);
    await askChat(chat, '¿Qué me dices de Bitcoin?');
    // Half a second later, before the reply (1.5 s), the reader goes to another screen and comes back.
    await page.clock.runFor(500);
    await page.goto(`${base}/#/`);
    await page.locator('crypto-market-overview').waitFor();
    await page.goto(`${base}/#/ai-chat`);
    await chatMessages(chat).first().waitFor();
    // The failure's note is drawn by code fetched when needed, revealed on React's timers: let time pass.
    await page.clock.runFor(1000);
    await expect
      .poll(() => chat.getByRole('alert').allTextContents())
      .toEqual(['La respuesta se interrumpió. Puedes reintentarla. Reintentar']);
    expect(await chatMessages(chat).nth(1).textContent()).toContain('¿Qué me dices de Bitcoin?');
    await chat.getByRole('button', { name: 'Reintentar' }).click();
    await page.clock.runFor(1500);
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    expect(await chatMessages(chat).last().textContent()).toContain('72/100');
    expect(await chat.getByRole('alert').count()).toBe(0);
  });

  it('at 375 px, says the suggestions scroll and moves them with its buttons, and the placeholder fits; wide, neither is needed', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 800 } });
    await page.goto(`${base}/#/ai-chat`);
    const chat = page.locator('crypto-chat');
    const row = chat.locator('.cw-suggestions ul');
    const more = chat.getByRole('button', { name: 'Más preguntas' });
    const back = chat.getByRole('button', { name: 'Preguntas anteriores' });
    await more.waitFor();
    expect(await back.isDisabled()).toBe(true);
    expect(await row.getAttribute('class')).toContain('cw-more-after');
    await more.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect.poll(() => back.isDisabled()).toBe(false);
    // The placeholder is whole: no wider than the field's text box.
    const input = chat.getByRole('textbox', { name: 'Escribe tu pregunta' });
    expect(await input.getAttribute('placeholder')).toBe('Escribe tu pregunta…');
    const fits = await input.evaluate((el) => {
      const probe = document.createElement('span');
      const style = getComputedStyle(el);
      probe.style.font = style.font;
      probe.style.whiteSpace = 'pre';
      probe.textContent = (el as HTMLInputElement).placeholder;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width <= el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    });
    expect(fits).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => input.getAttribute('placeholder')).toBe('Pregunta por Bitcoin, Ethereum o el mercado…');
    await expect.poll(() => more.count()).toBe(0);
  });
});
