// The conversation as a partner's assistant reads it: OpenAI-compatible `messages` that a strict backend accepts.
// Many servers and chat templates (Llama 2, Mistral, Gemma under vLLM, TGI, llama.cpp) refuse a conversation
// whose roles do not alternate user/assistant starting with the user, so what is sent always does.

import type { ChatMessage } from '../types.ts';

/**
 * The latest turns a question is sent with: enough context for a follow-up, and a request that stays small
 * however long the conversation grows (servers limit it: ours takes 50 by default).
 */
export const TURNS_SENT = 40;

/** Ends a reply the reader stopped (or the chat cut) in what the assistant is sent: it knows it did not finish. */
export const INTERRUPTED_MARK = '[Respuesta interrumpida]';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A message of the chat, as far as the assistant is concerned. */
export interface SpokenMessage extends Pick<ChatMessage, 'type' | 'content'> {
  /** A reply stopped or cut before its end. */
  state?: 'streaming' | 'interrupted';
  /** A question whose reply could not be had. */
  failure?: unknown;
}

/**
 * Turns a strict backend accepts: user first, then user and assistant in turn. Consecutive turns of one role are
 * one turn (two questions asked after a reply stopped before its first word), empty turns and a leading reply go.
 */
export function alternating(turns: readonly ChatTurn[]): ChatTurn[] {
  const out: ChatTurn[] = [];
  for (const turn of turns) {
    if (turn.content.trim() === '') continue;
    const last = out[out.length - 1];
    if (!last && turn.role === 'assistant') continue;
    if (last?.role === turn.role)
      out[out.length - 1] = { role: turn.role, content: `${last.content}\n\n${turn.content}` };
    else out.push({ role: turn.role, content: turn.content });
  }
  return out;
}

/**
 * What a question is sent with: the conversation up to and including the message at `end` (the question), as
 * the assistant reads it. Not the greeting (an opening message of the assistant's: the widget's, not the
 * assistant's), not earlier questions that failed; an interrupted reply with what arrived and INTERRUPTED_MARK
 * (one stopped before its first word is left out). The latest `TURNS_SENT` of them. A partner's backend is sent
 * them `alternating`; the local assistant reads them as they are, the question last.
 */
export function turnsOf(messages: readonly SpokenMessage[], end = messages.length - 1): ChatTurn[] {
  return messages
    .slice(0, end + 1)
    .filter(
      (m, i) =>
        !(i === 0 && m.type === 'ai') &&
        m.state !== 'streaming' &&
        !(m.state === 'interrupted' && m.content.trim() === '') &&
        (!m.failure || i === end),
    )
    .map(
      (m): ChatTurn =>
        m.type === 'user'
          ? { role: 'user', content: m.content }
          : {
              role: 'assistant',
              content: m.state === 'interrupted' ? `${m.content}\n\n${INTERRUPTED_MARK}` : m.content,
            },
    )
    .slice(-TURNS_SENT);
}
