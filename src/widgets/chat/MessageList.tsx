// The conversation as the chat draws it: each message (a partner's replies as markdown), the typing indicator,
// and the latest messages only, with earlier ones a page at a time. Re-rendered when the messages change, never
// on a keystroke.

import { Bot, User } from 'lucide-react';
import { memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFormats } from '../ui/formats.ts';
import { FailureNote, Markdown } from './connected-code.ts';
import type { ChatEntry } from './conversation.ts';

const Message = memo(function Message({ message, onRetry }: { message: ChatEntry; onRetry: (id: string) => void }) {
  const { formatTime } = useFormats();
  const mine = message.type === 'user';
  const Icon = mine ? User : Bot;
  return (
    <li className={`cw-message ${mine ? 'cw-message-user' : 'cw-message-ai'}`}>
      <span className="cw-avatar" aria-hidden="true">
        <Icon size={16} />
      </span>
      <div className="cw-bubble">
        <span className="cw-visually-hidden">{mine ? 'Tú:' : 'Asistente:'}</span>
        {message.markdown ? (
          <Suspense fallback={<p className="cw-message-text">{message.content}</p>}>
            <Markdown text={message.content} complete={message.state !== 'streaming'} added={message.added} />
          </Suspense>
        ) : (
          <p className="cw-message-text">{message.content}</p>
        )}
        {message.state === 'interrupted' ? (
          <p className="cw-message-note">{message.note ?? 'Respuesta interrumpida.'}</p>
        ) : null}
        <time className="cw-message-time" dateTime={message.timestamp.toISOString()}>
          {formatTime(message.timestamp)}
        </time>
        {message.failure ? (
          <Suspense fallback={null}>
            <FailureNote message={message.failure.message} onRetry={() => onRetry(message.id)} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
});

function TypingIndicator() {
  return (
    <li className="cw-message cw-message-ai cw-typing-row">
      <span className="cw-avatar" aria-hidden="true">
        <Bot size={16} />
      </span>
      <div className="cw-bubble cw-typing" role="status">
        <span className="cw-dot" aria-hidden="true" />
        <span className="cw-dot" aria-hidden="true" />
        <span className="cw-dot" aria-hidden="true" />
        <span className="cw-visually-hidden">El asistente está escribiendo…</span>
      </div>
    </li>
  );
}

/** How many of the latest messages are drawn; older ones come a page at a time, when the reader asks. */
export const SHOWN_MESSAGES = 100;

/** The messages, re-rendered only when they change (never on a keystroke). */
export const MessageList = memo(function MessageList({
  messages,
  thinking,
  onRetry,
}: {
  messages: readonly ChatEntry[];
  thinking: boolean;
  onRetry: (id: string) => void;
}) {
  const log = useRef<HTMLDivElement>(null);
  // Follow the newest text unless the reader scrolled up to read.
  const following = useRef(true);
  // A long conversation draws its latest messages only: a keystroke or a send costs the same at 50 or 5 000.
  const [shown, setShown] = useState(SHOWN_MESSAGES);
  const earlier = Math.max(0, messages.length - shown);
  // Where the reader was, kept when earlier messages are drawn above.
  const keptFromBottom = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever messages or the indicator change.
  useLayoutEffect(() => {
    const list = log.current;
    if (!list) return;
    if (keptFromBottom.current !== undefined) {
      list.scrollTop = list.scrollHeight - keptFromBottom.current;
      keptFromBottom.current = undefined;
    } else if (following.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages, thinking, shown]);
  // Content that grows without a new message (a reply's markdown or a failure drawn once their code arrives,
  // a font loading) is followed too.
  useEffect(() => {
    const list = log.current;
    const content = list?.firstElementChild;
    if (!list || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current && keptFromBottom.current === undefined) list.scrollTop = list.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  function showEarlier() {
    const list = log.current;
    if (list) keptFromBottom.current = list.scrollHeight - list.scrollTop;
    setShown((n) => n + SHOWN_MESSAGES);
  }
  return (
    <div
      className="cw-messages"
      ref={log}
      part="messages"
      role="log"
      // Finished replies are announced by the live region below, once each, never fragment by fragment.
      aria-live="off"
      aria-label="Conversación"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        following.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
      }}
    >
      <ol className="cw-message-list">
        {earlier > 0 ? (
          <li className="cw-earlier">
            <button type="button" className="cw-button cw-earlier-button" onClick={showEarlier}>
              Ver {Math.min(earlier, SHOWN_MESSAGES)} mensajes anteriores
            </button>
          </li>
        ) : null}
        {messages.slice(earlier).map((m) => (
          <Message key={m.id} message={m} onRetry={onRetry} />
        ))}
        {thinking && <TypingIndicator />}
      </ol>
    </div>
  );
});
