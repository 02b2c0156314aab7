// The code that talks to a partner's assistant, fetched only by chats with an `endpoint` or a `handler`.

import { askEndpoint, type EndpointOptions } from '../../core/assistant/endpoint.ts';
import { askHandler, type ChatHandler } from '../../core/assistant/handler.ts';
import { alternating, type ChatTurn } from '../../core/assistant/turns.ts';

export type Connection =
  | { handler: ChatHandler }
  | ({ endpoint: string } & Omit<EndpointOptions, 'endpoint' | 'signal'>);

export function ask(connection: Connection, turns: ChatTurn[], signal: AbortSignal): AsyncIterable<string> {
  // what a strict backend accepts: roles in turn, the reader's first
  const strict = alternating(turns);
  return 'handler' in connection
    ? askHandler(connection.handler, strict, signal)
    : askEndpoint(strict, { ...connection, signal });
}
