// PLACEHOLDER (collectors' branch): only so that src/server/collect/main.ts typechecks on this branch.
// The store's own branch has the real file; on merge, take that one and drop this.

import type { StoreConfig } from './config.ts';
import type { SentimentStore } from './types.ts';

export async function openStore(_config: StoreConfig, _log?: (message: string) => void): Promise<SentimentStore> {
  throw new Error('src/server/store/open.ts es un marcador de posición: falta el almacén real.');
}
