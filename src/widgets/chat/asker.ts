// Who answers a question, from the chat's newest settings: a partner's `handler`, its `endpoint` (both through
// the connected chunk), or the local assistant of the data source (spec §7).

import type { ChatHandler } from '../../core/assistant/handler.ts';
import type { DataSource } from '../../core/data-source.ts';
import type { Formats } from '../../core/format.ts';
import type { CryptoEventDetails } from '../events.ts';
import type { Connection } from './backend.ts';
import { connectedCode } from './connected-code.ts';
import type { Asker, AskWith, ChatEntry } from './conversation.ts';

const FAILED_REPLY = 'Lo siento, no he podido responder ahora mismo. Inténtalo de nuevo en unos segundos.';

export interface AskSettings {
  onSend: (detail: CryptoEventDetails['crypto-chat-send']) => void;
  onReply: (detail: CryptoEventDetails['crypto-chat-reply']) => void;
  onError: (detail: CryptoEventDetails['crypto-chat-error']) => void;
  onStop: (detail: CryptoEventDetails['crypto-chat-stop']) => void;
  endpoint: string | undefined;
  handler: ChatHandler | undefined;
  model: string | undefined;
  credentials: 'omit' | 'same-origin' | 'include';
  /** Seconds of silence before a request is given up. */
  timeout: number;
  headers: Readonly<Record<string, string>> | undefined;
  maxReplyLength: number;
  maxReplyTime: number;
}

/**
 * How the next question is asked and reported, read when it is sent. `formats`: the widget's (its locale, its
 * feed's currency), for the figures a grounded reply quotes.
 */
export function askWith(settings: AskSettings, source: DataSource, formats?: Formats): AskWith {
  const { onSend, onReply, onError, onStop, handler, endpoint, model, credentials, timeout, headers } = settings;
  const limits = { characters: settings.maxReplyLength, seconds: settings.maxReplyTime };
  const events = {
    onSend: (message: ChatEntry) => onSend({ message }),
    onReply: (message: ChatEntry) => onReply({ message }),
    onError,
    onStop: (partial: string) => onStop({ partial }),
  };
  if (!handler && !endpoint) {
    // A source that says where its figures come from (live, a feed) may hold live figures: the reply reads them,
    // with code fetched only then. The sample data answers as the spec says.
    const asker: Asker = source.provenanceOf
      ? (turns, signal) =>
          (async function* () {
            const { askGrounded } = await import('./grounded-ask.ts');
            yield await askGrounded(source, turns, signal, formats);
          })()
      : (turns, signal) =>
          (async function* () {
            yield await source.ask(turns[turns.length - 1]?.content ?? '', signal);
          })();
    return { asker, events, markdown: false, localFailure: FAILED_REPLY, limits };
  }
  const connection: Connection = handler
    ? { handler }
    : {
        endpoint: new URL(endpoint as string, document.baseURI).href,
        model,
        headers,
        credentials,
        timeoutMs: timeout * 1000,
      };
  const asker: Asker = (turns, signal) =>
    (async function* () {
      const { ask } = await connectedCode();
      yield* ask(connection, turns, signal);
    })();
  return { asker, events, markdown: true, limits };
}
