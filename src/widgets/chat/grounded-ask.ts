// The local assistant of a chat reading live figures (source="live" or a site's feed): it answers from the
// figures its data source holds now. Fetched only by such chats: a chat on the sample data never loads it.

import { hasLiveFigures } from '../../core/assistant/figures-context.ts';
import { groundedReply } from '../../core/assistant/grounded.ts';
import { figuresOfSource } from '../../core/assistant/source-figures.ts';
import type { ChatTurn } from '../../core/assistant/turns.ts';
import type { DataSource } from '../../core/data-source.ts';
import type { Formats } from '../../core/format.ts';

/** The reply from the source's live figures; with none, the source's own (the spec's sample replies). */
export async function askGrounded(
  source: DataSource,
  turns: ChatTurn[],
  signal: AbortSignal,
  formats?: Formats,
): Promise<string> {
  const context = await figuresOfSource(source).catch(() => undefined);
  signal.throwIfAborted();
  if (context && hasLiveFigures(context)) return groundedReply(turns, context, formats);
  return source.ask(turns.at(-1)?.content ?? '', signal);
}
