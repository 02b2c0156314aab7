// A reply, from the question to its end: its fragments read until the chat stops them, drawn at most once per frame
// (a flood of text drains a frame at a time), capped in time and size (past either, it is cut and what arrived
// stays, with why), and every way it can end told in the conversation. Fetched with the first question (or
// earlier, when the reader first shows they may ask): a chat that only greets never loads it.

import type { AssistantError } from '../../core/assistant/errors.ts';
import { turnsOf } from '../../core/assistant/turns.ts';
import { createMessage } from '../../core/chat.ts';
import {
  type AskWith,
  asMessage,
  type ChatEntry,
  LEFT_THE_PAGE,
  REPLY_LIMITS,
  type ReplyLimits,
  type ReplyTarget,
} from './conversation.ts';

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

/** The most text drawn in one frame (a task stays short however fast a reply arrives). */
const FRAME_TEXT = 4_000;

// By name, not instanceof: the class travels in the connected chunk, which chats without a backend never fetch.
const isAssistantError = (error: unknown): error is AssistantError =>
  error instanceof Error && error.name === 'AssistantError';

const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(callback, 16);

/** Asks for the reply to the question `questionId` of `target` and draws it there until it ends. */
export async function runReply(
  target: ReplyTarget,
  questionId: string,
  { asker, events, markdown, localFailure, limits = REPLY_LIMITS }: AskWith,
  controller: AbortController,
): Promise<void> {
  let frameRequested = false;
  const deadline = setTimeout(() => controller.abort(new ReplyCut('seconds')), limits.seconds * 1000);
  let received = 0;
  let reply: ChatEntry | undefined;
  let buffered = '';
  // At most FRAME_TEXT characters are drawn a frame: an assistant that sends faster than the page draws fills a
  // backlog that drains frame by frame, and no task grows with it.
  const flush = () => {
    frameRequested = false;
    if (!buffered) return;
    const taken = buffered.length <= FRAME_TEXT ? buffered : buffered.slice(0, FRAME_TEXT);
    buffered = buffered.slice(taken.length);
    if (buffered) schedule();
    const base: ChatEntry = reply ?? { ...createMessage('ai', ''), state: 'streaming', markdown };
    reply = { ...base, content: base.content + taken, added: taken };
    const id = reply.id;
    const known = target.messages.some((m) => m.id === id);
    const current = reply;
    target.set(known ? target.messages.map((m) => (m.id === id ? current : m)) : [...target.messages, current]);
  };
  const schedule = () => {
    if (frameRequested) return;
    frameRequested = true;
    nextFrame(flush);
  };
  /** Every character received, drawn: a backlog frame by frame, its last frame's worth at once. */
  const drained = async () => {
    while (buffered.length > FRAME_TEXT) await new Promise<void>((resolve) => nextFrame(resolve));
    flush();
  };
  try {
    const turns = turnsOf(
      target.messages,
      target.messages.findIndex((m) => m.id === questionId),
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
    target.finish(reply ? target.messages.map((m) => (m.id === done.id ? done : m)) : [...target.messages, done]);
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
      const cutReply = reply ? { ...reply, state: 'interrupted' as const, note: message, added: undefined } : undefined;
      target.finish(
        cutReply
          ? target.messages.map((m) => (m.id === cutReply.id ? cutReply : m))
          : target.messages.map((m) => (m.id === questionId ? { ...m, failure: { message } } : m)),
      );
      events.onError({ message });
      return;
    }
    const partial = reply ? { ...reply, state: 'interrupted' as const, added: undefined } : undefined;
    const withPartial = partial ? target.messages.map((m) => (m.id === partial.id ? partial : m)) : target.messages;
    if (localFailure && !stopped) {
      // The local assistant answers its failure in the conversation, as it always did.
      const answer = createMessage('ai', localFailure);
      target.finish([...withPartial, answer]);
      events.onReply(answer);
      return;
    }
    // Stopped by the reader: what arrived is the answer. Cut because the page moved the chat: the reader did
    // not ask for that, so the question offers "Reintentar" too.
    const left = stopped && (controller.signal.reason as Error | undefined)?.message === LEFT_THE_PAGE;
    if (stopped && partial && !left) {
      target.finish(withPartial);
      return;
    }
    const failure = isAssistantError(error)
      ? { message: error.message, ...(error.status === undefined ? {} : { status: error.status }) }
      : left
        ? { message: 'La respuesta se interrumpió. Puedes reintentarla.' }
        : stopped
          ? { message: 'Sin respuesta: se detuvo antes de llegar. Puedes reintentarla.' }
          : { message: 'El asistente no ha podido responder.' };
    target.finish(withPartial.map((m) => (m.id === questionId ? { ...m, failure } : m)));
    if (!stopped) events.onError(failure);
  } finally {
    clearTimeout(deadline);
  }
}
