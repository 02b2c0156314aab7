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

/** The messages worth sending: the greeting and failed or interrupted replies are the widget's, not the assistant's. */
export function turnsOf(messages: readonly Pick<ChatMessage, 'type' | 'content'>[]): ChatTurn[] {
  return messages.map((m) => ({ role: m.type === 'user' ? 'user' : 'assistant', content: m.content }));
}
