// One chat's conversation, held outside React and kept per element: a chat the page removes and puts back (a
// sidebar re-rendered, a tab switched) comes back with its messages and its draft. Replies stream into it at
// most once per frame; a question is sent once however many submits arrive in the same task. A question is saved
// the moment it is sent, as one whose reply did not come: a reader who leaves or reloads before the reply finds
// it again with "Reintentar". Each reply is capped in time and size: past either, it is cut, what arrived stays.

import type { AssistantError } from '../../core/assistant/errors.ts';
import { type ChatTurn, turnsOf } from '../../core/assistant/turns.ts';
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

/** What the reader is told when a reply reached a limit. */
export function cutNote(limit: 'characters' | 'seconds', limits: ReplyLimits): string {
  if (limit === 'characters') {
    const characters = new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(limits.characters);
    return `Respuesta cortada: llegó al límite de ${characters} caracteres. Se muestra lo recibido hasta ahí.`;
  }
  const { seconds } = limits;
  const minutes = seconds / 60;
  const span = Number.isInteger(minutes)
    ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
    : `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  return `Respuesta cortada: llegó al límite de ${span}. Se muestra lo recibido hasta ahí.`;
}

/** Why a reply was given up by the chat itself: the abort's reason. */
class ReplyCut extends Error {
  constructor(readonly limit: 'characters' | 'seconds') {
    super(`reply cut at its ${limit} limit`);
    this.name = 'ReplyCut';
  }
}

/** The fragments of `fragments` until `signal` aborts: an asker that never answers cannot hold the chat. */
async function* untilAborted(fragments: AsyncIterable<string>, signal: AbortSignal): AsyncGenerator<string> {
  const iterator = fragments[Symbol.asyncIterator]();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
  });
  aborted.catch(() => {});
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  let finished = false;
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    // Let the asker go (its own `finally` runs once it wakes).
    if (!finished) iterator.return?.()?.catch(() => {});
  }
}

const LEFT_THE_PAGE = 'El chat ha salido de la página';
/** The most text drawn in one frame (a task stays short however fast a reply arrives). */
const FRAME_TEXT = 4_000;
/** A question whose reply did not finish (the chat left the page, the page was reloaded). */
export const UNFINISHED = 'La respuesta se interrumpió. Puedes reintentarla.';

// By name, not instanceof: the class travels in the connected chunk, which chats without a backend never fetch.
const isAssistantError = (error: unknown): error is AssistantError =>
  error instanceof Error && error.name === 'AssistantError';

const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(callback, 16);

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
  #frameRequested = false;
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

  async #ask(
    questionId: string,
    { asker, events, markdown, localFailure, limits = REPLY_LIMITS }: AskWith,
  ): Promise<void> {
    this.pending = true;
    this.#asked = questionId;
    const controller = new AbortController();
    this.#controller = controller;
    this.#notify();
    // Saved at once: whatever happens next (the reader leaves, the page reloads), the question is not lost.
    this.#save();
    const deadline = setTimeout(() => controller.abort(new ReplyCut('seconds')), limits.seconds * 1000);
    let received = 0;
    let reply: ChatEntry | undefined;
    let buffered = '';
    // At most FRAME_TEXT characters are drawn a frame: an assistant that sends faster than the page draws fills a
    // backlog that drains frame by frame, and no task grows with it.
    const flush = () => {
      this.#frameRequested = false;
      if (!buffered) return;
      const taken = buffered.length <= FRAME_TEXT ? buffered : buffered.slice(0, FRAME_TEXT);
      buffered = buffered.slice(taken.length);
      if (buffered) schedule();
      const base: ChatEntry = reply ?? { ...createMessage('ai', ''), state: 'streaming', markdown };
      reply = { ...base, content: base.content + taken, added: taken };
      const id = reply.id;
      const known = this.messages.some((m) => m.id === id);
      const current = reply;
      this.#set(known ? this.messages.map((m) => (m.id === id ? current : m)) : [...this.messages, current]);
    };
    const schedule = () => {
      if (this.#frameRequested) return;
      this.#frameRequested = true;
      nextFrame(flush);
    };
    /** Every character received, drawn: a backlog frame by frame, its last frame's worth at once. */
    const drained = async () => {
      while (buffered.length > FRAME_TEXT) await new Promise<void>((resolve) => nextFrame(resolve));
      flush();
    };
    try {
      const turns = turnsOf(
        this.messages,
        this.messages.findIndex((m) => m.id === questionId),
      );
      for await (const fragment of untilAborted(asker(turns, controller.signal), controller.signal)) {
        if (controller.signal.aborted) break;
        const room = limits.characters - received;
        received += fragment.length;
        if (fragment.length > room) {
          buffered += fragment.slice(0, room);
          controller.abort(new ReplyCut('characters'));
          break;
        }
        buffered += fragment;
        schedule();
      }
      if (controller.signal.aborted) throw controller.signal.reason;
      await drained();
      const done: ChatEntry = {
        ...(reply ?? { ...createMessage('ai', ''), markdown }),
        state: undefined,
        added: undefined,
      };
      this.#finish(reply ? this.messages.map((m) => (m.id === done.id ? done : m)) : [...this.messages, done]);
      events.onReply(asMessage(done));
    } catch (error) {
      const stopped = controller.signal.aborted;
      const cut = stopped && controller.signal.reason instanceof ReplyCut ? controller.signal.reason : undefined;
      // What arrived is drawn to its end, unless the reader stopped it (or the chat left): then what they saw stays.
      if (stopped && !cut) buffered = '';
      else await drained();
      if (cut) {
        // Cut at a limit: what arrived is kept, with why; without any text, the question says why instead.
        const message = cutNote(cut.limit, limits);
        const cutReply = reply
          ? { ...reply, state: 'interrupted' as const, note: message, added: undefined }
          : undefined;
        this.#finish(
          cutReply
            ? this.messages.map((m) => (m.id === cutReply.id ? cutReply : m))
            : this.messages.map((m) => (m.id === questionId ? { ...m, failure: { message } } : m)),
        );
        events.onError({ message });
        return;
      }
      const partial = reply ? { ...reply, state: 'interrupted' as const, added: undefined } : undefined;
      const withPartial = partial ? this.messages.map((m) => (m.id === partial.id ? partial : m)) : this.messages;
      if (localFailure && !stopped) {
        // The local assistant answers its failure in the conversation, as it always did.
        const answer = createMessage('ai', localFailure);
        this.#finish([...withPartial, answer]);
        events.onReply(answer);
        return;
      }
      // Stopped by the reader: what arrived is the answer. Cut because the page moved the chat: the reader did
      // not ask for that, so the question offers "Reintentar" too.
      const left = stopped && (controller.signal.reason as Error | undefined)?.message === LEFT_THE_PAGE;
      if (stopped && partial && !left) {
        this.#finish(withPartial);
        return;
      }
      const failure = isAssistantError(error)
        ? { message: error.message, ...(error.status === undefined ? {} : { status: error.status }) }
        : left
          ? { message: 'La respuesta se interrumpió. Puedes reintentarla.' }
          : stopped
            ? { message: 'Sin respuesta: se detuvo antes de llegar. Puedes reintentarla.' }
            : { message: 'El asistente no ha podido responder.' };
      this.#finish(withPartial.map((m) => (m.id === questionId ? { ...m, failure } : m)));
      if (!stopped) events.onError(failure);
    } finally {
      clearTimeout(deadline);
    }
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
