// The chat taking over from its shell (chat/shell.ts, handover.ts) at the moment a busy page is most likely to
// drop a key: after the chat's first commit and before React runs passive effects. A key then must add to the
// draft the shell handed over, not to an empty field (it did: React put the field back to the empty draft it
// had rendered, and the reader's question was lost: 3 of 40 runs of the browser test on a loaded machine).

import { type ComponentProps, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import Chat from '../../../src/widgets/chat/Chat.tsx';
import { REPLY_LIMITS } from '../../../src/widgets/chat/conversation.ts';
import { offerShell } from '../../../src/widgets/chat/handover.ts';
import { HostContext } from '../../../src/widgets/element/context.ts';

/** Types into a React-controlled field as a browser does: the native value setter, then an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The chat's props as the element passes them for a bare <crypto-chat> (chat/spec.ts's defaults). */
const bare: ComponentProps<typeof Chat> = {
  onSend() {},
  onReply() {},
  onError() {},
  onStop() {},
  endpoint: undefined,
  model: undefined,
  credentials: 'same-origin',
  timeout: 30,
  heading: undefined,
  status: undefined,
  placeholder: undefined,
  greeting: undefined,
  suggestions: undefined,
  persist: 'none',
  storageKey: undefined,
  handler: undefined,
  headers: undefined,
  maxReplyLength: REPLY_LIMITS.characters,
  maxReplyTime: REPLY_LIMITS.seconds,
};

describe('the chat taking over from its shell', () => {
  it('keeps the handed-over draft when a key arrives before passive effects run', async () => {
    // As a page renders: the scheduler's own tasks, not act()'s, which would run the passive effects at once.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });
    // A field wide enough for the long placeholder, as on a desktop page: no layout effect re-renders the chat,
    // which would make React run the passive effects first.
    Object.defineProperty(HTMLInputElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
    onTestFinished(() => {
      delete (HTMLInputElement.prototype as { clientWidth?: number }).clientWidth;
    });
    const host = document.createElement('crypto-chat');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    offerShell(shadow, () => ({ draft: '¿Cómo va el ether', selection: undefined, focused: true, submitted: false }));
    // The first key after the commit: a microtask queued by a layout effect after the chat's, so it runs once the
    // commit is done and before the scheduler's next task (the passive effects).
    let typed = '';
    function KeyAfterCommit() {
      useLayoutEffect(() => {
        queueMicrotask(() => {
          const input = shadow.querySelector('input') as HTMLInputElement;
          typeInto(input, ' hoy?');
          typed = input.value;
        });
      }, []);
      return null;
    }
    createRoot(container).render(
      <HostContext value={host}>
        <Chat {...bare} />
        <KeyAfterCommit />
      </HostContext>,
    );
    await expect.poll(() => typed).toBe('¿Cómo va el ether hoy?');
    // and once React has settled, the field and the conversation agree
    await new Promise((settled) => setTimeout(settled, 0));
    expect(shadow.querySelector('input')?.value).toBe('¿Cómo va el ether hoy?');
    host.remove();
  });
});
