// What a strict OpenAI-compatible backend accepts, as the chat templates of Llama 2, Mistral and Gemma under vLLM,
// TGI or llama.cpp check it: at most one system message, first; then user and assistant in turn, starting and
// ending with the user; no empty message. vLLM answers a refusal with 400 and this body.

export interface Message {
  role: string;
  content: string;
}

/** Why a strict template refuses `messages` (the template's own words), or undefined when it takes them. */
export function strictTemplateProblem(messages: readonly Message[]): string | undefined {
  const rest = messages[0]?.role === 'system' ? messages.slice(1) : messages;
  if (rest.some((m) => m.role === 'system')) return 'System message must be at the beginning.';
  for (const [i, m] of rest.entries()) {
    if ((m.role === 'user') !== (i % 2 === 0)) {
      return 'Conversation roles must alternate user/assistant/user/assistant/...';
    }
    if (typeof m.content !== 'string' || m.content.trim() === '') return 'Message content must not be empty.';
  }
  if (rest.at(-1)?.role !== 'user') return 'The last message must be from the user.';
  return undefined;
}

/** vLLM's error body for a request its template refuses (HTTP 400). */
export const refusal = (message: string) =>
  JSON.stringify({ error: { message, type: 'BadRequestError', param: null, code: 400 } });
