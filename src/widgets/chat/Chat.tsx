import { Bot, SendHorizontal, SquarePen, User } from 'lucide-react';
import {
  type FormEvent,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ChatHandler } from '../../core/assistant/handler.ts';
import { canSend, MAX_QUESTION_LENGTH } from '../../core/chat.ts';
import { CHAT_GREETING, SUGGESTED_QUESTIONS } from '../../core/sample-data.ts';
import { HostContext, useDataSource } from '../element/context.ts';
import type { CryptoEventDetails } from '../events.ts';
import { useFormats } from '../ui/formats.ts';
import type { Connection } from './backend.ts';
import { type Asker, type AskWith, type ChatEntry, Conversation, conversationOf } from './conversation.ts';
import { historyKey, loadHistory, type Persist, saveHistory } from './history.ts';
import styles from './styles.css?inline';

export { default as spec } from './spec.ts';
export { MAX_QUESTION_LENGTH, styles };

const FAILED_REPLY = 'Lo siento, no he podido responder ahora mismo. Inténtalo de nuevo en unos segundos.';

// What only chats connected to a partner's assistant draw comes in a chunk of its own.
const connectedCode = () => import('./connected.tsx');
const Markdown = lazy(() => connectedCode().then(({ Markdown }) => ({ default: Markdown })));
const StopButton = lazy(() => connectedCode().then(({ StopButton }) => ({ default: StopButton })));
const FailureNote = lazy(() => connectedCode().then(({ FailureNote }) => ({ default: FailureNote })));

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
            <Markdown text={message.content} complete={message.state !== 'streaming'} />
          </Suspense>
        ) : (
          <p className="cw-message-text">{message.content}</p>
        )}
        {message.state === 'interrupted' ? <p className="cw-message-note">Respuesta interrumpida.</p> : null}
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
const SHOWN_MESSAGES = 100;

/** The messages, re-rendered only when they change (never on a keystroke). */
const MessageList = memo(function MessageList({
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

/** The field and its button; its keystrokes re-render it alone. */
function Composer({
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

interface ChatProps {
  /** The reader sent a question. */
  onSend: (detail: CryptoEventDetails['crypto-chat-send']) => void;
  /** The assistant answered (once, when the reply is complete). */
  onReply: (detail: CryptoEventDetails['crypto-chat-reply']) => void;
  onError: (detail: CryptoEventDetails['crypto-chat-error']) => void;
  onStop: (detail: CryptoEventDetails['crypto-chat-stop']) => void;
  endpoint: string | undefined;
  model: string | undefined;
  credentials: 'omit' | 'same-origin' | 'include';
  /** Seconds of silence before a request is given up. */
  timeout: number;
  greeting: string | undefined;
  suggestions: readonly string[] | undefined;
  persist: Persist;
  storageKey: string | undefined;
  handler: ChatHandler | undefined;
  headers: Readonly<Record<string, string>> | undefined;
}

export default function Chat(props: ChatProps) {
  const { endpoint, handler, persist } = props;
  const source = useDataSource();
  const host = useContext(HostContext);
  const greeting = props.greeting ?? CHAT_GREETING;
  const key = historyKey(props.storageKey, endpoint);
  const [fallback] = useState(() => new Conversation(greeting));
  const conversation = host
    ? conversationOf(host, () => new Conversation(greeting, loadHistory(persist, key)))
    : fallback;
  const messages = useSyncExternalStore(conversation.subscribe, () => conversation.messages);
  const pending = useSyncExternalStore(conversation.subscribe, () => conversation.pending);
  const field = useRef<HTMLInputElement>(null);
  const connected = Boolean(handler || endpoint);

  useEffect(() => conversation.setGreeting(greeting), [conversation, greeting]);
  // A chat with a backend fetches what it draws for one at once, not with its first question.
  useEffect(() => {
    if (connected) connectedCode().catch(() => {});
  }, [connected]);
  useEffect(() => {
    conversation.onSettled = (settled) => saveHistory(persist, key, settled);
    return () => {
      conversation.onSettled = undefined;
    };
  }, [conversation, persist, key]);
  // Leaving the page cancels a pending reply (its question stays); no timer or request is left behind.
  useEffect(() => () => conversation.detach(), [conversation]);

  // The newest settings and callbacks, read when a question is sent.
  const latest = useRef(props);
  latest.current = props;
  const askWith = (): AskWith => {
    const { onSend, onReply, onError, onStop, model, credentials, timeout, headers } = latest.current;
    const events = {
      onSend: (message: ChatEntry) => onSend({ message }),
      onReply: (message: ChatEntry) => onReply({ message }),
      onError,
      onStop: (partial: string) => onStop({ partial }),
    };
    const chosenHandler = latest.current.handler;
    const chosenEndpoint = latest.current.endpoint;
    let asker: Asker;
    if (chosenHandler || chosenEndpoint) {
      const connection: Connection = chosenHandler
        ? { handler: chosenHandler }
        : {
            endpoint: new URL(chosenEndpoint as string, document.baseURI).href,
            model,
            headers,
            credentials,
            timeoutMs: timeout * 1000,
          };
      asker = (turns, signal) =>
        (async function* () {
          const { ask } = await connectedCode();
          yield* ask(connection, turns, signal);
        })();
    } else {
      asker = (turns, signal) =>
        (async function* () {
          yield await source.ask(turns[turns.length - 1]?.content ?? '', signal);
        })();
    }
    const local = !chosenHandler && !chosenEndpoint;
    return { asker, events, markdown: !local, localFailure: local ? FAILED_REPLY : undefined };
  };

  const [announcement, setAnnouncement] = useState('');
  const send = (text: string) => {
    conversation.send(text, withAnnouncement(askWith()));
  };
  // One stable callback for every message's "Reintentar", reading the newest settings when pressed.
  const latestRetry = useRef((_id: string) => {});
  latestRetry.current = (id: string) => conversation.retry(id, withAnnouncement(askWith()));
  const [onRetry] = useState(() => (id: string) => latestRetry.current(id));
  function withAnnouncement(ask: AskWith): AskWith {
    return {
      ...ask,
      events: {
        ...ask.events,
        onReply(message) {
          // Heard once, whole, without its markup (the markdown code is already here: the reply was drawn with it).
          if (ask.markdown) {
            connectedCode().then(({ plainText }) => setAnnouncement(`Asistente: ${plainText(message.content)}`));
          } else {
            setAnnouncement(`Asistente: ${message.content}`);
          }
          ask.events.onReply(message);
        },
      },
    };
  }

  function suggest(question: string) {
    conversation.setDraft(question);
    field.current?.focus();
  }

  const streaming = messages[messages.length - 1]?.state === 'streaming';
  // The chat is a landmark a reader jumps to; with several on the page, each name says which one it is.
  const chats = host ? [...host.ownerDocument.getElementsByTagName(host.localName)] : [];
  const landmarkName =
    chats.length > 1
      ? `Chat con el asistente de IA (${chats.indexOf(host as HTMLElement) + 1} de ${chats.length})`
      : 'Chat con el asistente de IA';
  const suggestions = props.suggestions ?? SUGGESTED_QUESTIONS;
  return (
    <section className="cw-card cw-chat" part="card" aria-label={landmarkName}>
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
        {messages.length > 1 ? (
          <button
            type="button"
            className="cw-icon-button cw-new-chat"
            onClick={() => conversation.clear()}
            title="Nueva conversación"
          >
            <SquarePen size={16} aria-hidden="true" />
            <span className="cw-visually-hidden">Nueva conversación</span>
          </button>
        ) : null}
      </header>

      <MessageList messages={messages} thinking={pending && !streaming} onRetry={onRetry} />
      <p className="cw-visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <div className="cw-suggestions" part="suggestions">
        <h3 className="cw-suggestions-title">Preguntas sugeridas</h3>
        <ul>
          {suggestions.map((q) => (
            <li key={q}>
              <button type="button" className="cw-suggestion" onClick={() => suggest(q)}>
                {q}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <Composer
        conversation={conversation}
        connected={connected}
        onSubmit={send}
        onStop={() => conversation.stop(askWith().events)}
        fieldRef={field}
      />
    </section>
  );
}
