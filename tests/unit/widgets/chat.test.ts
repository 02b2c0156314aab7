import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../src/core/types.ts';
import { SUGGESTED_QUESTIONS } from '../../../src/widgets/chat/texts.ts';
import { openChat, update, visibleText } from '../helpers.ts';

describe('<crypto-chat>', () => {
  it('opens with the assistant’s greeting, six suggested questions, an empty input and a disabled send button', async () => {
    const { screen, input, send, messages } = await openChat();
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toContain('¡Hola!');
    expect(messages()[0]).toContain('Asistente:');
    for (const question of SUGGESTED_QUESTIONS) expect(screen.getByRole('button', { name: question })).toBeTruthy();
    expect(input.value).toBe('');
    expect(send.disabled).toBe(true);
  });

  it('a suggested question fills the input without sending it', async () => {
    const { screen, user, input, send, messages } = await openChat();
    await user.click(screen.getByRole('button', { name: SUGGESTED_QUESTIONS[1] as string }));
    expect(input.value).toBe(SUGGESTED_QUESTIONS[1]);
    expect(send.disabled).toBe(false);
    expect(messages()).toHaveLength(1);
  });

  it('never sends empty or whitespace-only input, by button or by Enter', async () => {
    const { user, input, send, messages, typing } = await openChat();
    await user.type(input, '   ');
    expect(send.disabled).toBe(true);
    await user.type(input, '{Enter}');
    await user.click(send);
    expect(messages()).toHaveLength(1);
    expect(typing()).toBeNull();
  });

  it('sends with Enter: appends the question, clears the input, shows the typing indicator, replies after 1.5 s', async () => {
    const { screen, user, input, send, messages, typing } = await openChat();
    await user.type(input, '¿Qué pasa con BTC?{Enter}');
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toContain('¿Qué pasa con BTC?');
    expect(messages()[1]).toContain('Tú:');
    expect(input.value).toBe('');
    expect(typing()).not.toBeNull();
    expect(screen.getByText('El asistente está escribiendo…')).toBeTruthy();

    await update(() => vi.advanceTimersByTimeAsync(1499));
    expect(messages()).toHaveLength(2);
    expect(typing()).not.toBeNull();

    await update(() => vi.advanceTimersByTimeAsync(1));
    expect(messages()).toHaveLength(3);
    expect(messages()[2]).toContain('72/100');
    expect(typing()).toBeNull();
    expect(send.disabled).toBe(true);
  });

  it('sends with the button and answers Ethereum and general questions', async () => {
    const { user, input, send, messages } = await openChat();
    await user.type(input, 'Hablemos de ethereum');
    await user.click(send);
    await update(() => vi.advanceTimersByTimeAsync(1500));
    expect(messages()[2]).toMatch(/Ethereum[\s\S]*75\/100[\s\S]*22\s%/);
    await user.type(input, 'Y el mercado en general{Enter}');
    await update(() => vi.advanceTimersByTimeAsync(1500));
    expect(messages()[4]).toContain('0,73');
  });

  it('keeps the send button disabled while a reply is pending, even with text, and Enter does not send', async () => {
    const { user, input, send, messages } = await openChat();
    await user.type(input, 'btc{Enter}');
    await user.type(input, 'eth');
    expect(input.value).toBe('eth');
    expect(send.disabled).toBe(true);
    await user.type(input, '{Enter}');
    expect(messages()).toHaveLength(2);
    await update(() => vi.advanceTimersByTimeAsync(1500));
    expect(send.disabled).toBe(false);
    await user.type(input, '{Enter}');
    expect(messages()).toHaveLength(4);
  });

  it('dispatches crypto-chat-send and crypto-chat-reply with each message', async () => {
    const { el, user, input } = await openChat();
    const sent: ChatMessage[] = [];
    const replies: ChatMessage[] = [];
    el.addEventListener('crypto-chat-send', (e) => sent.push((e as CustomEvent).detail.message));
    document.addEventListener('crypto-chat-reply', (e) => replies.push((e as CustomEvent).detail.message));
    await user.type(input, ' bitcoin ');
    await user.keyboard('{Enter}');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'user', content: 'bitcoin' });
    expect(sent[0]?.timestamp).toBeInstanceOf(Date);
    expect(replies).toHaveLength(0);
    await update(() => vi.advanceTimersByTimeAsync(1500));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.type).toBe('ai');
    expect(replies[0]?.id).not.toBe(sent[0]?.id);
  });

  it('shows each message’s time', async () => {
    const { root } = await openChat();
    const time = root.querySelector('time') as HTMLTimeElement;
    expect(time.textContent).toBe('09:05');
    expect(new Date(time.dateTime).getHours()).toBe(9);
  });

  it('shows user text as text, never as HTML', async () => {
    const { root, user, input, messages } = await openChat();
    const payload = '<img src=x onerror="window.__pwned=1"><b>negrita</b>';
    await user.type(input, `${payload}{Enter}`);
    expect(messages()[1]).toContain(payload);
    expect(root.querySelector('.cw-messages img, .cw-messages b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('removing the element while a reply is pending leaves no timer behind', async () => {
    const { el, user, input } = await openChat();
    await user.type(input, 'btc{Enter}');
    // The reply's timers start once its code is here (fetched when the field took the focus).
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    await update(() => el.remove());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('caps a question at 1000 characters', async () => {
    const { input } = await openChat();
    expect(input.maxLength).toBe(1000);
  });
});

describe('<crypto-chat> near the 1 000-character limit', () => {
  it('says how many characters are left from 100 before the limit, and when the limit is reached', async () => {
    const { root, user, input } = await openChat();
    const counter = () => root.querySelector('.cw-counter');
    const announced = () =>
      [...root.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent).filter(Boolean);
    await update(() => user.type(input, 'x'.repeat(899)));
    expect(counter()).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    await update(() => user.type(input, 'x'));
    expect(visibleText(counter() as Element)).toContain('Quedan 100 de 1000 caracteres');
    // The field is described by it: a screen reader hears it with the field.
    expect(input.getAttribute('aria-describedby')).toBe(counter()?.id);
    expect(announced()).toEqual([]);
    await update(() => user.type(input, 'x'.repeat(150)));
    expect(input.value).toHaveLength(1000);
    expect(visibleText(counter() as Element)).toContain('Quedan 0 de 1000 caracteres');
    expect(announced()).toEqual(['Has llegado al límite de 1000 caracteres.']);
  });
});
