// The conversation as a partner's assistant reads it: OpenAI-compatible `messages`.

import type { ChatMessage } from '../types.ts';

/**
 * The latest turns a question is sent with: enough context for a follow-up, and a request that stays small
 * however long the conversation grows (servers limit it: ours takes 50 by default).
 */
export const TURNS_SENT = 40;

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
 * What a question is sent with: the conversation up to and including the message at `end` (the question), as
 * the assistant reads it. Not the greeting (an opening message of the assistant's: the widget's, not the
 * assistant's), not interrupted replies, not earlier questions that failed; the latest `TURNS_SENT` of them.
 */
export function turnsOf(messages: readonly SpokenMessage[], end = messages.length - 1): ChatTurn[] {
  return messages
    .slice(0, end + 1)
    .filter((m, i) => !(i === 0 && m.type === 'ai') && m.state !== 'interrupted' && (!m.failure || i === end))
    .map((m): ChatTurn => ({ role: m.type === 'user' ? 'user' : 'assistant', content: m.content }))
    .slice(-TURNS_SENT);
}
