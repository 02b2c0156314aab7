// PLACEHOLDER: replaced by the store/collect branch at merge. Only the names main.ts uses, so it typechecks.

import type { StoreConfig } from './config.ts';
import type { SentimentStore } from './types.ts';

export async function openStore(_config: StoreConfig, _log: (message: string) => void): Promise<SentimentStore> {
  throw new Error('la base de datos todavía no está en esta rama');
}
