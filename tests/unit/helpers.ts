import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeAll, vi } from 'vitest';
import { replyCode } from '../../src/widgets/chat/conversation.ts';
import { defineWidget } from '../../src/widgets/element/define.ts';
import { elementHooks } from '../../src/widgets/placeholder.ts';
import { registry } from '../../src/widgets/registry.ts';
import { track } from './in-flight.ts';

let defined: Promise<void> | undefined;

/**
 * Defines every tag once, as the loader would once each is needed. Loading every widget's code is the slowest
 * step of a widget test file: call it in `beforeAll` (the hook's budget allows for a loaded machine), so no
 * single test pays for it. A failed load is not kept: the next call tries again.
 */
export function defineAll(): Promise<void> {
  defined ??= Promise.all(registry.map(async (d) => defineWidget(d, await d.load(), elementHooks))).then(
    () => undefined,
    (error: unknown) => {
      defined = undefined;
      throw error;
    },
  );
  return track(defined);
}

// Every file that mounts widgets imports these helpers: the widgets' code loads before its first test.
beforeAll(() => defineAll());

export interface Mounted<E extends HTMLElement = HTMLElement> {
  el: E;
  root: ShadowRoot;
}

/** Creates a tag from script, sets its attributes and adds it to the page, as a host page would. */
export async function mount<E extends HTMLElement = HTMLElement>(
  tag: string,
  attributes: Record<string, string> = {},
  parent: ParentNode = document.body,
): Promise<Mounted<E>> {
  await defineAll();
  const el = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await track(
    act(async () => {
      parent.append(el);
      await settle();
    }),
  );
  if (!el.shadowRoot) throw new Error(`<${tag}> has no shadow root`);
  return { el, root: el.shadowRoot };
}

/** Lets work that charts schedule on timers after a render run inside the act() scope. */
const settle = () =>
  vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(0) : new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a change (attribute, click…) and lets React finish rendering it. */
/** Lets timers and network answers run inside act(), until `done` holds (a budget a loaded machine meets). */
export async function waitUntil(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Sin ${what} en 10 s`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

export async function update(change: () => unknown): Promise<void> {
  await track(
    act(async () => {
      await change();
      await settle();
    }),
  );
}

/** The text a person sees in a shadow root, with white space folded. */
export function visibleText(node: ParentNode): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Non-breaking spaces (Intl puts them before % and $) read as plain spaces. */
export const plain = (text: string) => text.replace(/\s/g, ' ');

/** testing-library queries scoped to a widget's shadow root. */
export { within };
export const inShadow = (root: ShadowRoot) => root as unknown as HTMLElement;

/**
 * A chat on the page with fake timers at 21 Nov 2026 09:05, a user to type and click, and readers of what it
 * shows: the finished messages' text and the typing indicator.
 */
export async function openChat() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 9, 5));
  const { el, root } = await mount('crypto-chat');
  // The reply's code here, as once the field has taken the focus in a browser, and the sample replies, which the
  // bundle ships in the chat's own chunk: the 1.5 s the tests count start when a question is sent, not when a
  // module the test runner transforms on first use happens to arrive.
  await Promise.all([replyCode(), import('../../src/core/chat-reply.ts')]);
  const screen = within(inShadow(root));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const input = screen.getByRole('textbox', { name: 'Escribe tu pregunta' }) as HTMLInputElement;
  const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
  const messages = () => [...root.querySelectorAll('.cw-message:not(.cw-typing-row)')].map((m) => visibleText(m));
  const typing = () => root.querySelector('.cw-typing');
  /** Types a question and presses Enter, as a reader would. */
  const ask = (question: string) => user.type(input, `${question}{Enter}`);
  return { el, root, screen, user, input, send, messages, typing, ask };
}
