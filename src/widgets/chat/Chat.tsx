import { Bot, SendHorizontal, User } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { canSend, createMessage } from '../../core/chat.ts';
import { CHAT_GREETING, SUGGESTED_QUESTIONS } from '../../core/sample-data.ts';
import type { ChatMessage } from '../../core/types.ts';
import { useDataSource } from '../element/context.ts';
import type { CryptoEventDetails } from '../events.ts';
import { useFormats } from '../ui/formats.ts';
import styles from './styles.css?inline';

export { default as spec } from './spec.ts';

export { styles };

/** Longest question accepted; the field stops taking text beyond it. */
export const MAX_QUESTION_LENGTH = 1000;

const FAILED_REPLY = 'Lo siento, no he podido responder ahora mismo. Inténtalo de nuevo en unos segundos.';

function Message({ message }: { message: ChatMessage }) {
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
        <p className="cw-message-text">{message.content}</p>
        <time className="cw-message-time" dateTime={message.timestamp.toISOString()}>
          {formatTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}

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

interface ChatProps {
  /** The reader sent a question. */
  onSend: (detail: CryptoEventDetails['crypto-chat-send']) => void;
  /** The assistant answered. */
  onReply: (detail: CryptoEventDetails['crypto-chat-reply']) => void;
}

export default function Chat({ onSend, onReply }: ChatProps) {
  const source = useDataSource();
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [createMessage('ai', CHAT_GREETING)]);
  const [input, setInput] = useState('');
  const [thinking, setThinking] = useState(false);
  const pendingReply = useRef<AbortController | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // A reply still pending when the widget goes away is cancelled: no timer is left behind.
  useEffect(() => () => pendingReply.current?.abort(), []);

  // Keep the newest message in view by scrolling the list itself, never the host page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever messages or the indicator change.
  useLayoutEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, thinking]);

  const ready = canSend(input) && !thinking;

  function send() {
    if (!canSend(input) || thinking) return;
    const question = createMessage('user', input.trim());
    setMessages((current) => [...current, question]);
    setInput('');
    setThinking(true);
    onSend({ message: question });

    const controller = new AbortController();
    pendingReply.current = controller;
    source.ask(question.content, controller.signal).then(
      (answer) => finish(createMessage('ai', answer), controller),
      () => {
        if (!controller.signal.aborted) finish(createMessage('ai', FAILED_REPLY), controller);
      },
    );
  }

  function finish(reply: ChatMessage, controller: AbortController) {
    if (controller.signal.aborted) return;
    pendingReply.current = null;
    setMessages((current) => [...current, reply]);
    setThinking(false);
    onReply({ message: reply });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function suggest(question: string) {
    setInput(question);
    field.current?.focus();
  }

  return (
    <section className="cw-card cw-chat" part="card" aria-label="Chat con el asistente de IA">
      <header className="cw-chat-header">
        <span className="cw-card-icon" aria-hidden="true">
          <Bot size={18} />
        </span>
        <div>
          <h2 className="cw-title">Asistente de análisis cripto</h2>
          <p className="cw-subtitle">
            <span className="cw-online" aria-hidden="true" /> En línea · responde en segundos
          </p>
        </div>
      </header>

      {/* The conversation scrolls in its own box, reachable by keyboard; new messages are announced. */}
      <div
        className="cw-messages"
        ref={log}
        part="messages"
        role="log"
        aria-live="polite"
        aria-label="Conversación"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
      >
        <ol className="cw-message-list">
          {messages.map((m) => (
            <Message key={m.id} message={m} />
          ))}
          {thinking && <TypingIndicator />}
        </ol>
      </div>

      <div className="cw-suggestions" part="suggestions">
        <h3 className="cw-suggestions-title">Preguntas sugeridas</h3>
        <ul>
          {SUGGESTED_QUESTIONS.map((q) => (
            <li key={q}>
              <button type="button" className="cw-suggestion" onClick={() => suggest(q)}>
                {q}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <form className="cw-composer" part="composer" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="cw-visually-hidden">
          Escribe tu pregunta
        </label>
        <input
          id={inputId}
          ref={field}
          className="cw-input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="Pregunta por Bitcoin, Ethereum o el mercado…"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className="cw-button cw-send" disabled={!ready} aria-label="Enviar">
          <SendHorizontal size={18} aria-hidden="true" />
          <span className="cw-send-text">Enviar</span>
        </button>
      </form>
    </section>
  );
}
