// The local replies (the spec's, src/core/chat.ts, the same the widget gives offline; or grounded in the
// server's live figures, src/core/assistant/grounded.ts) as an OpenAI-compatible answer: streamed word by word
// as chat.completion.chunk events ending in [DONE], or whole.

export const LOCAL_MODEL = 'criptopulso-local';

const encoder = new TextEncoder();
/** One server-sent event holding `data` (JSON, or a word such as [DONE]). */
export const event = (data: unknown) =>
  encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies such as nginx would otherwise hold the events back.
  'x-accel-buffering': 'no',
};

/** An OpenAI-compatible `chat.completion.chunk`. */
export function chunk(
  id: string,
  created: number,
  delta: Record<string, string>,
  finish: string | null = null,
  model = LOCAL_MODEL,
) {
  return {
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

/** The reply in words, each with the spaces after it, so the pieces add up to the reply exactly. */
export const wordsOf = (text: string): string[] => text.match(/\s*\S+\s*/g) ?? [text];

export function localStream(reply: string, wordDelayMs: number, signal: AbortSignal): Response {
  const id = `chatcmpl-${crypto.randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const words = wordsOf(reply);
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(event(chunk(id, created, { role: 'assistant', content: '' })));
    },
    pull(controller) {
      return new Promise<void>((resolve) => {
        const send = () => {
          if (signal.aborted) {
            controller.close();
            return resolve();
          }
          if (next < words.length) {
            controller.enqueue(event(chunk(id, created, { content: words[next++] as string })));
          } else {
            controller.enqueue(event(chunk(id, created, {}, 'stop')));
            controller.enqueue(event('[DONE]'));
            controller.close();
          }
          resolve();
        };
        timer = next === 0 || wordDelayMs === 0 ? setTimeout(send, 0) : setTimeout(send, wordDelayMs);
      });
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}

export function localCompletion(reply: string): Response {
  return Response.json(
    {
      id: `chatcmpl-${crypto.randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: LOCAL_MODEL,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}
