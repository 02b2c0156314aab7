// The feed's JSON Schema (draft-07), generated from the schema the reader validates with: the build
// publishes it as dist/feed.schema.json, so a site can check its feed in its own pipeline or editor.

import { toJsonSchema } from '@valibot/to-json-schema';
import { FeedSchema } from './schema.ts';

export const FEED_SCHEMA_FILE = 'feed.schema.json';

export function feedJsonSchema(): Record<string, unknown> {
  const { $schema, ...rest } = toJsonSchema(FeedSchema, {
    errorMode: 'throw',
    // "More than": draft-07's exclusiveMinimum (a number), which the converter does not write itself.
    overrideAction: ({ valibotAction, jsonSchema }) =>
      valibotAction.type === 'gt_value'
        ? { ...jsonSchema, exclusiveMinimum: (valibotAction as unknown as { requirement: number }).requirement }
        : undefined,
  }) as Record<string, unknown>;
  return { $schema, $id: `https://unpkg.com/crypto-widgets/dist/${FEED_SCHEMA_FILE}`, ...rest };
}
