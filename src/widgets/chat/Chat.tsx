// <crypto-chat>: the assistant's card. The conversation lives outside React (conversation.ts); the message
// list, the composer and who answers (asker.ts) are files of their own.

import { Bot, SquarePen } from 'lucide-react';
import { useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ChatHandler } from '../../core/assistant/handler.ts';
import { MAX_QUESTION_LENGTH } from '../../core/chat.ts';
import { HostContext, useDataSource } from '../element/context.ts';
import type { CryptoEventDetails } from '../events.ts';
import { useFormats } from '../ui/formats.ts';
import { askWith } from './asker.ts';
import { Composer } from './Composer.tsx';
import { connectedCode } from './connected-code.ts';
import { type AskWith, Conversation, conversationOf } from './conversation.ts';
import { historyKey, loadHistory, type Persist, saveHistory } from './history.ts';
import { MessageList } from './MessageList.tsx';
import { Suggestions } from './Suggestions.tsx';
import { adoptShell, controlsOf } from './shell.ts';
import styles from './styles.css?inline';
import { CHAT_GREETING, CHAT_HEADING, CHAT_STATUS, SUGGESTED_QUESTIONS } from './texts.ts';

export { default as spec } from './spec.ts';
export { MAX_QUESTION_LENGTH, styles };

/** The most of a reply the live region reads out: a screen reader is not made to read a book at once. */
const ANNOUNCED_CHARACTERS = 4000;

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
  heading: string | undefined;
  status: string | undefined;
  placeholder: string | undefined;
  greeting: string | undefined;
  suggestions: readonly string[] | undefined;
  persist: Persist;
  storageKey: string | undefined;
  handler: ChatHandler | undefined;
  headers: Readonly<Record<string, string>> | undefined;
  /** The longest reply, in characters: past it, the reply is cut and what arrived stays. */
  maxReplyLength: number;
  /** The longest a reply may take, in seconds from the question. */
  maxReplyTime: number;
}

export default function Chat(props: ChatProps) {
  const { endpoint, handler, persist } = props;
  const source = useDataSource();
  const formats = useFormats();
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
    conversation.onSave = (messages) => saveHistory(persist, key, messages);
    return () => {
      conversation.onSave = undefined;
    };
  }, [conversation, persist, key]);
  // Leaving the page cancels a pending reply (its question stays); no timer or request is left behind.
  useEffect(() => () => conversation.detach(), [conversation]);

  // The newest settings and callbacks, read when a question is sent.
  const latest = useRef(props);
  latest.current = props;
  const asking = (): AskWith => askWith(latest.current, source, formats);

  const [announcement, setAnnouncement] = useState('');
  const send = (text: string) => {
    conversation.send(text, withAnnouncement(asking()));
  };
  // One stable callback for every message's "Reintentar", reading the newest settings when pressed.
  const latestRetry = useRef((_id: string) => {});
  latestRetry.current = (id: string) => conversation.retry(id, withAnnouncement(asking()));
  const [onRetry] = useState(() => (id: string) => latestRetry.current(id));
  function withAnnouncement(ask: AskWith): AskWith {
    return {
      ...ask,
      events: {
        ...ask.events,
        onReply(message) {
          // Heard once, without its markup (the markdown code is already here: the reply was drawn with it); a
          // long reply's beginning only, the rest being read in the conversation.
          const long = message.content.length > ANNOUNCED_CHARACTERS;
          const heard = long ? message.content.slice(0, ANNOUNCED_CHARACTERS) : message.content;
          const rest = long ? ' … (la respuesta sigue en la conversación)' : '';
          if (ask.markdown) {
            connectedCode().then(({ plainText }) => setAnnouncement(`Asistente: ${plainText(heard)}${rest}`));
          } else {
            setAnnouncement(`Asistente: ${heard}${rest}`);
          }
          ask.events.onReply(message);
        },
      },
    };
  }

  // The shell the loader drew before this code arrived (shell.ts, handover.ts): what the reader typed there stays, with its
  // caret and the focus, a question sent there is sent now, and a key that still reaches the shell's field comes
  // here. Before the first paint, so nothing blinks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit.
  useLayoutEffect(() => {
    const input = field.current;
    const kept = host?.shadowRoot ? adoptShell(host.shadowRoot, input ?? undefined) : undefined;
    if (!kept || !input) return;
    const draft = kept.draft.slice(0, MAX_QUESTION_LENGTH);
    if (draft) {
      input.value = draft;
      conversation.setDraft(draft);
    }
    if (kept.focused) input.focus({ preventScroll: true });
    const card = input.closest('.cw-chat');
    if (kept.control !== undefined && card) controlsOf(card)[kept.control]?.focus({ preventScroll: true });
    const row = card?.querySelector('.cw-suggestion-row');
    if (kept.scroll && row) row.scrollLeft = kept.scroll;
    if (kept.selection) input.setSelectionRange(...kept.selection);
    if (kept.submitted) send(draft);
  }, []);

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
          <h2 className="cw-title">{props.heading ?? CHAT_HEADING}</h2>
          <p className="cw-subtitle">
            <span className="cw-online" aria-hidden="true" />
            {` ${props.status ?? CHAT_STATUS}`}
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

      <Suggestions questions={suggestions} onPick={suggest} />

      <Composer
        conversation={conversation}
        connected={connected}
        onSubmit={send}
        onStop={() => conversation.stop(asking().events)}
        fieldRef={field}
        placeholder={props.placeholder}
      />
    </section>
  );
}
