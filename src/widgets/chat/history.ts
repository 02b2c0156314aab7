// A conversation kept across reloads (`persist="session"` or `"local"`): its last 100 messages under the
// chat's storage key, with why a question went unanswered (it comes back with "Reintentar") and why a reply
// was cut. Storage that is full, disabled or holds something else is ignored with one warning; the
// chat works the same without it.

import type { ChatEntry } from './conversation.ts';

export type Persist = 'none' | 'session' | 'local';

/** The most messages kept. */
export const KEPT_MESSAGES = 100;
const PREFIX = 'crypto-chat:';

const UNAVAILABLE = 'el almacenamiento del navegador no está disponible; la conversación no se guardará';

let warned = false;
function warnOnce(problem: string): void {
  if (warned) return;
  warned = true;
  console.warn(`[crypto-widgets] <crypto-chat> ${problem}.`);
}

function storageOf(persist: Persist): Storage | undefined {
  if (persist === 'none') return undefined;
  try {
    return persist === 'local' ? localStorage : sessionStorage;
  } catch {
    warnOnce(UNAVAILABLE);
    return undefined;
  }
}

/** The storage key of a chat: its own `storage-key`, or one derived from its endpoint. */
export const historyKey = (storageKey: string | undefined, endpoint: string | undefined): string =>
  PREFIX + (storageKey ?? endpoint ?? 'local');

const isEntry = (value: unknown): value is { id: string; type: 'user' | 'ai'; content: string; timestamp: string } => {
  const m = value as Record<string, unknown> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    (m.type === 'user' || m.type === 'ai') &&
    typeof m.content === 'string' &&
    typeof m.timestamp === 'string' &&
    Number.isFinite(Date.parse(m.timestamp))
  );
};

/** A short text field of a stored message, when it is one. */
const textField = (m: object, name: 'note'): { note?: string } => {
  const value = (m as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= 500 ? { [name]: value } : {};
};

/** Why a stored question went unanswered, when it did. */
const failureOf = (m: object): { failure?: { message: string } } => {
  const value = (m as Record<string, unknown>).failure;
  return typeof value === 'string' && value.length <= 500 ? { failure: { message: value } } : {};
};

/** The stored conversation, or none (nothing stored, storage unavailable, or what is there is not one). */
export function loadHistory(persist: Persist, key: string): ChatEntry[] {
  const storage = storageOf(persist);
  if (!storage) return [];
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    warnOnce(UNAVAILABLE);
    return [];
  }
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || !parsed.every(isEntry)) throw new Error('not a conversation');
    return parsed.map((m) => ({
      id: m.id,
      type: m.type,
      content: m.content,
      timestamp: new Date(m.timestamp),
      ...(m.type === 'ai' && (m as { markdown?: unknown }).markdown === true ? { markdown: true } : {}),
      ...((m as { state?: unknown }).state === 'interrupted' ? { state: 'interrupted' as const } : {}),
      ...textField(m, 'note'),
      // A question whose reply did not come comes back with why, and "Reintentar".
      ...(m.type === 'user' ? failureOf(m) : {}),
    }));
  } catch {
    warnOnce(`lo guardado en "${key}" no es una conversación; se empieza una nueva`);
    return [];
  }
}

export function saveHistory(persist: Persist, key: string, messages: readonly ChatEntry[]): void {
  const storage = storageOf(persist);
  if (!storage) return;
  const kept = messages
    .slice(-KEPT_MESSAGES)
    .map(({ id, type, content, timestamp, markdown, state, note, failure }) => ({
      id,
      type,
      content,
      timestamp: timestamp.toISOString(),
      ...(markdown ? { markdown } : {}),
      ...(state === 'interrupted' ? { state } : {}),
      ...(state === 'interrupted' && note ? { note } : {}),
      ...(type === 'user' && failure ? { failure: failure.message } : {}),
    }));
  try {
    storage.setItem(key, JSON.stringify(kept));
  } catch {
    warnOnce('el almacenamiento del navegador está lleno o no se puede usar; la conversación no se guardará');
  }
}
