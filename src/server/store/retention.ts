// PLACEHOLDER: replaced by the store/collect branch at merge. Only the names main.ts uses, so it typechecks.

import type { SentimentStore } from './types.ts';

export function startRetention(_store: SentimentStore, _retentionDays: number): { stop(): void } {
  return { stop() {} };
}
