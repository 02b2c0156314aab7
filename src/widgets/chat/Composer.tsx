// The field and its button ("Enviar", or "Detener" while a partner's reply arrives); its keystrokes re-render
// it alone.

import { SendHorizontal } from 'lucide-react';
import { type FormEvent, Suspense, useId, useSyncExternalStore } from 'react';
import { canSend, MAX_QUESTION_LENGTH } from '../../core/chat.ts';
import { StopButton } from './connected-code.ts';
import type { Conversation } from './conversation.ts';

/** The field and its button; its keystrokes re-render it alone. */
export function Composer({
  conversation,
  connected,
  onSubmit,
  onStop,
  fieldRef,
}: {
  conversation: Conversation;
  connected: boolean;
  onSubmit: (text: string) => void;
  onStop: () => void;
  fieldRef: React.RefObject<HTMLInputElement | null>;
}) {
  const inputId = useId();
  const draft = useSyncExternalStore(conversation.subscribe, () => conversation.draft);
  const pending = useSyncExternalStore(conversation.subscribe, () => conversation.pending);
  // With a partner's assistant a pending reply can be stopped; the local replies take 1.5 s and cannot.
  const stoppable = connected && pending;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (stoppable) return;
    // The field's own value: text set from script reaches it without an input event.
    onSubmit(fieldRef.current?.value ?? draft);
  }
  const sendButton = (
    <button type="submit" className="cw-button cw-send" disabled={!canSend(draft) || pending} aria-label="Enviar">
      <SendHorizontal size={18} aria-hidden="true" />
      <span className="cw-send-text">Enviar</span>
    </button>
  );
  return (
    <form className="cw-composer" part="composer" onSubmit={submit}>
      <label htmlFor={inputId} className="cw-visually-hidden">
        Escribe tu pregunta
      </label>
      <input
        id={inputId}
        ref={fieldRef}
        className="cw-input"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={MAX_QUESTION_LENGTH}
        placeholder="Pregunta por Bitcoin, Ethereum o el mercado…"
        value={draft}
        onChange={(e) => conversation.setDraft(e.target.value.slice(0, MAX_QUESTION_LENGTH))}
      />
      {stoppable ? (
        <Suspense fallback={sendButton}>
          <StopButton onStop={onStop} />
        </Suspense>
      ) : (
        sendButton
      )}
    </form>
  );
}
