// A partner's own client code (n8n, Flowise, a websocket): a function given the conversation that answers with
// a string, a promise of one, or the reply's fragments as an async iterable.

import { AssistantError } from './errors.ts';
import type { ChatTurn } from './turns.ts';

export type ChatHandler = (
  messages: ChatTurn[],
  options: { signal: AbortSignal },
) => string | Promise<string> | AsyncIterable<string>;

const isIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';

export async function* askHandler(
  handler: ChatHandler,
  turns: readonly ChatTurn[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  let answer: unknown;
  try {
    answer = handler(
      turns.map((turn) => ({ ...turn })),
      { signal },
    );
    if (!isIterable(answer)) answer = await answer;
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    throw new AssistantError('handler', String((error as Error | null)?.message ?? error));
  }
  if (typeof answer === 'string') {
    yield answer;
    return;
  }
  if (!isIterable(answer)) throw new AssistantError('handler', 'no devolvió texto');
  try {
    for await (const text of answer) {
      if (signal.aborted) throw signal.reason;
      if (typeof text !== 'string') throw new AssistantError('handler', 'devolvió un fragmento que no es texto');
      yield text;
    }
  } catch (error) {
    if (signal.aborted || error instanceof AssistantError) throw error;
    throw new AssistantError('handler', String((error as Error | null)?.message ?? error));
  }
}
