// PLACEHOLDER: replaced by the store/collect branch at merge. Only the names main.ts uses, so it typechecks.

import type { CollectorHealth } from '../../core/measured/types.ts';
import type { SentimentStore } from '../store/types.ts';
import type { CollectConfig } from './config.ts';

export interface Collectors {
  health(): CollectorHealth[];
  stop(): Promise<void>;
}

export function startCollectors(_options: {
  config: CollectConfig;
  store: SentimentStore;
  log: (message: string) => void;
}): Collectors {
  return { health: () => [], stop: async () => {} };
}
