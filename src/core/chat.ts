// What a chat sends (spec §5) and the messages it shows; the sample replies are in chat-reply.ts, fetched with a
// chat's first question.

import type { ChatMessage } from './types.ts';

/** Longest question accepted, however it was written (typed, pasted or set from script). */
export const MAX_QUESTION_LENGTH = 1000;

/** The question as sent: without surrounding spaces, cut at the longest length accepted. */
export const questionText = (input: string): string => input.trim().slice(0, MAX_QUESTION_LENGTH);

/**
 * Input that may be sent: anything but empty, whitespace-only or invisible characters only (zero-width
 * spaces, joiners, direction marks) (spec §5).
 */
export function canSend(input: string): boolean {
  return input.replace(/[\s\p{Cf}]/gu, '').length > 0;
}

/** A message with an id unique on the page: its time and a random tail (two messages may share a millisecond). */
export function createMessage(type: ChatMessage['type'], content: string, now = new Date()): ChatMessage {
  const tail = Math.random().toString(36).slice(2, 10);
  return { id: `msg-${now.getTime().toString(36)}-${tail}`, type, content, timestamp: now };
}
