// One chat's conversation, held outside React and kept per element: a chat the page removes and puts back (a
// sidebar re-rendered, a tab switched) comes back with its messages and its draft. Replies stream into it at
// most once per frame; a question is sent once however many submits arrive in the same task. A question is saved
// the moment it is sent, as one whose reply did not come: a reader who leaves or reloads before the reply finds
// it again with "Reintentar". Each reply is capped in time and size: past either, it is cut, what arrived stays.

import type { ChatTurn } from '../../core/assistant/turns.ts';
import { canSend, createMessage, questionText } from '../../core/chat.ts';
import type { ChatMessage } from '../../core/types.ts';

/** A message as the chat shows it. */
export interface ChatEntry extends ChatMessage {
  /** A reply still arriving, or stopped (or cut) before its end. */
  state?: 'streaming' | 'interrupted';
  /** A question whose reply could not be had: why, and the HTTP status when there was one. */
  failure?: { message: string; status?: number };
  /** A reply of a partner's assistant: read as markdown. */
  markdown?: boolean;
  /** Why an interrupted reply ended, when the reader did not stop it (a reply cut at the chat's limits). */
  note?: string;
  /** What a streaming reply's latest version added to the one before: drawn without reading the whole again. */
  added?: string;
}

/** Asks for the reply to the conversation so far, as fragments of text. */
export type Asker = (turns: ChatTurn[], signal: AbortSignal) => AsyncIterable<string>;

export interface ConversationEvents {
  onSend(message: ChatMessage): void;
  onReply(message: ChatMessage): void;
  onError(detail: { message: string; status?: number }): void;
  onStop(partial: string): void;
}

export interface AskWith {
  asker: Asker;
  events: ConversationEvents;
  /** Replies of a partner's assistant are markdown; the local replies are plain text. */
  markdown: boolean;
  /** The local assistant's words when it fails (a partner's failure is told beside the question instead). */
  localFailure?: string;
  /** The most a reply may take: past either, it is cut and what arrived stays. */
  limits?: ReplyLimits;
}

export interface ReplyLimits {
  /** Characters of text. */
  characters: number;
  /** Seconds from the question. */
  seconds: number;
}

/** The chat's defaults: 1 000 000 characters (about 1 MB of text) and 5 minutes. */
export const REPLY_LIMITS: ReplyLimits = { characters: 1_000_000, seconds: 300 };

/** The chat left the page: why its pending reply was cut (the question then offers "Reintentar"). */
export const LEFT_THE_PAGE = 'El chat ha salido de la página';
/** A question whose reply did not finish (the chat left the page, the page was reloaded). */
export const UNFINISHED = 'La respuesta se interrumpió. Puedes reintentarla.';

/**
 * How a reply is read, drawn and capped (reply.ts) comes with the first question: fetched early, when the reader
 * first shows they may ask (Chat.tsx), so the question never waits for it.
 */
export const replyCode = () =>
  import('./reply.ts').then((code) => {
    replyCodeHere = code;
    return code;
  });
/** The reply's code once here: from then on a question is asked in the same task it is sent. */
let replyCodeHere: typeof import('./reply.ts') | undefined;

/** What the reply's code may do with the conversation it answers. */
export interface ReplyTarget {
  readonly messages: readonly ChatEntry[];
  set(messages: readonly ChatEntry[]): void;
  /** The reply is over (answered, failed, cut or stopped): these messages are saved. */
  finish(messages: readonly ChatEntry[]): void;
}

/** Plain copies of entries, for storage and events. */
export const asMessage = ({ id, type, content, timestamp }: ChatEntry): ChatMessage => ({
  id,
  type,
  content,
  timestamp,
});

export class Conversation {
  messages: readonly ChatEntry[];
  draft = '';
  /** Whether a reply is pending or arriving. */
  pending = false;
  #listeners = new Set<() => void>();
  #controller: AbortController | undefined;
  /** The question whose reply is pending. */
  #asked: string | undefined;
  /**
   * Keeps the conversation (storage): called when a question is sent, with that question as one whose reply did
   * not come (until it does), and when the messages settle (a reply complete, a question failed, cleared).
   */
  onSave: ((messages: readonly ChatEntry[]) => void) | undefined;

  constructor(
    private greeting: string,
    restored: readonly ChatEntry[] = [],
  ) {
    this.messages = restored.length > 0 ? restored : [createMessage('ai', greeting)];
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  #set(messages: readonly ChatEntry[], settled = false): void {
    this.messages = messages;
    this.#notify();
    if (settled) this.#save();
  }

  /** The conversation as it should be found again: a reply still to come is one that did not come. */
  #save(): void {
    if (!this.onSave) return;
    const asked = this.pending ? this.#asked : undefined;
    this.onSave(
      asked === undefined
        ? this.messages
        : this.messages.flatMap((m): ChatEntry[] => {
            if (m.id === asked) return [{ ...m, failure: { message: UNFINISHED } }];
            return m.state === 'streaming' ? [] : [m];
          }),
    );
  }

  setDraft(text: string): void {
    if (text === this.draft) return;
    this.draft = text;
    this.#notify();
  }

  /** The greeting when nothing else was said yet: a partner may change it until the reader writes. */
  setGreeting(greeting: string): void {
    this.greeting = greeting;
    const [first, ...rest] = this.messages;
    if (rest.length === 0 && first?.type === 'ai' && first.content !== greeting) {
      this.#set([createMessage('ai', greeting)]);
    }
  }

  /** Sends the draft (or `text`); false when there is nothing to send or a reply is still pending. */
  send(text: string, ask: AskWith): boolean {
    // `pending` is set before this returns: a second submit in the same task finds it, before any render.
    if (this.pending || !canSend(text)) return false;
    const question = createMessage('user', questionText(text));
    this.draft = '';
    this.#set([...this.messages, question]);
    ask.events.onSend(question);
    this.#ask(question.id, ask);
    return true;
  }

  /** Sends a failed question again. */
  retry(questionId: string, ask: AskWith): void {
    if (this.pending) return;
    const index = this.messages.findIndex((m) => m.id === questionId);
    const question = this.messages[index];
    if (!question?.failure) return;
    this.#set(this.messages.map((m, i) => (i === index ? { ...m, failure: undefined } : m)));
    this.#ask(questionId, ask);
  }

  /** Stops the pending reply: what arrived stays, marked as interrupted. */
  stop(events?: ConversationEvents): void {
    if (!this.#controller) return;
    this.#controller.abort(new DOMException('Detenido por el lector', 'AbortError'));
    const last = this.messages[this.messages.length - 1];
    events?.onStop(last?.state === 'streaming' ? last.content : '');
  }

  /** A new conversation: the greeting alone. */
  clear(): void {
    this.#controller?.abort(new DOMException('Nueva conversación', 'AbortError'));
    this.#set([createMessage('ai', this.greeting)], true);
  }

  /** The chat left the page: a pending reply is cancelled; its question stays, ready to send again. */
  detach(): void {
    this.#controller?.abort(new DOMException(LEFT_THE_PAGE, 'AbortError'));
  }

  #ask(questionId: string, ask: AskWith): void {
    this.pending = true;
    this.#asked = questionId;
    const controller = new AbortController();
    this.#controller = controller;
    this.#notify();
    // Saved at once: whatever happens next (the reader leaves, the page reloads), the question is not lost.
    this.#save();
    const conversation = this;
    const target: ReplyTarget = {
      get messages() {
        return conversation.messages;
      },
      set: (messages) => this.#set(messages),
      finish: (messages) => this.#finish(messages),
    };
    if (replyCodeHere) {
      replyCodeHere.runReply(target, questionId, ask, controller);
      return;
    }
    replyCode()
      .then(({ runReply }) => runReply(target, questionId, ask, controller))
      .catch(() => {
        // Its code could not be fetched: the question stays, with why and "Reintentar".
        const failure = { message: 'El asistente no ha podido responder.' };
        this.#finish(this.messages.map((m) => (m.id === questionId ? { ...m, failure } : m)));
        ask.events.onError(failure);
      });
  }

  #finish(messages: readonly ChatEntry[]): void {
    this.pending = false;
    this.#asked = undefined;
    this.#controller = undefined;
    this.#set(messages, true);
  }
}

const conversations = new WeakMap<HTMLElement, Conversation>();

/** The element's conversation, made (or restored from storage) the first time. */
export function conversationOf(host: HTMLElement, make: () => Conversation): Conversation {
  let conversation = conversations.get(host);
  if (!conversation) {
    conversation = make();
    conversations.set(host, conversation);
  }
  return conversation;
}
