// The field and its button ("Enviar", or "Detener" while a partner's reply arrives); its keystrokes re-render
// it alone.

import { SendHorizontal } from 'lucide-react';
import { type FormEvent, Suspense, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { canSend, MAX_QUESTION_LENGTH } from '../../core/chat.ts';
import { StopButton } from './connected-code.ts';
import { type Conversation, replyCode } from './conversation.ts';
import { CHAT_PLACEHOLDER, CHAT_SHORT_PLACEHOLDER } from './texts.ts';

/** Characters left from which the field says how many remain (the limit never cuts silently). */
export const COUNTER_FROM = 100;

/** The narrowest field, in pixels, that shows the long placeholder whole. */
const LONG_PLACEHOLDER_WIDTH = 330;

/**
 * Whether the field is too narrow for the long placeholder, followed as the chat is resized; measured before the
 * first paint, so the words do not change under the reader's eyes (nor differ from the shell's, shell.ts).
 */
function useNarrow(field: React.RefObject<HTMLInputElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    setNarrow(input.clientWidth < LONG_PLACEHOLDER_WIDTH);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setNarrow(input.clientWidth < LONG_PLACEHOLDER_WIDTH));
    observer.observe(input);
    return () => observer.disconnect();
  }, [field]);
  return narrow;
}

/**
 * The draft the field shows, followed from the first commit on. Not useSyncExternalStore: that subscribes in a
 * passive effect, and a draft the handover from the shell sets in the chat's layout effect (Chat.tsx) would reach
 * the field only once passive effects run. On a busy page a key can land before that; React then puts the field
 * back to the draft it last rendered (empty) and what the reader typed in the shell is lost. Subscribed in a layout
 * effect (a child's runs before the chat's), the draft set there re-renders the field in the same commit.
 */
function useDraft(conversation: Conversation): string {
  const [draft, setDraft] = useState(() => conversation.draft);
  useLayoutEffect(() => {
    const follow = () => setDraft(conversation.draft);
    follow();
    return conversation.subscribe(follow);
  }, [conversation]);
  return draft;
}

/** The field and its button; its keystrokes re-render it alone. */
export function Composer({
  conversation,
  connected,
  onSubmit,
  onStop,
  fieldRef,
  placeholder,
}: {
  conversation: Conversation;
  connected: boolean;
  onSubmit: (text: string) => void;
  onStop: () => void;
  fieldRef: React.RefObject<HTMLInputElement | null>;
  /** A partner's words for the empty field, at every width. */
  placeholder?: string | undefined;
}) {
  const inputId = useId();
  const counterId = useId();
  const narrow = useNarrow(fieldRef);
  const draft = useDraft(conversation);
  const pending = useSyncExternalStore(conversation.subscribe, () => conversation.pending);
  const remaining = MAX_QUESTION_LENGTH - draft.length;
  const near = remaining <= COUNTER_FROM;
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
      <div className="cw-field">
        <input
          id={inputId}
          ref={fieldRef}
          className={near ? 'cw-input cw-input-counted' : 'cw-input'}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MAX_QUESTION_LENGTH}
          placeholder={placeholder ?? (narrow ? CHAT_SHORT_PLACEHOLDER : CHAT_PLACEHOLDER)}
          aria-describedby={near ? counterId : undefined}
          value={draft}
          onChange={(e) => conversation.setDraft(e.target.value.slice(0, MAX_QUESTION_LENGTH))}
          // The reader may ask: the code that draws a reply is fetched now, not with the question.
          onFocus={() => replyCode().catch(() => {})}
        />
        {near ? (
          <span id={counterId} className={remaining === 0 ? 'cw-counter cw-counter-full' : 'cw-counter'}>
            <span aria-hidden="true">Quedan {remaining}</span>
            <span className="cw-visually-hidden">
              Quedan {remaining} de {MAX_QUESTION_LENGTH} caracteres
            </span>
          </span>
        ) : null}
      </div>
      {/* Heard once, when the limit is reached: not a count at every keystroke. */}
      <p className="cw-visually-hidden" aria-live="polite">
        {remaining === 0 ? `Has llegado al límite de ${MAX_QUESTION_LENGTH} caracteres.` : ''}
      </p>
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
