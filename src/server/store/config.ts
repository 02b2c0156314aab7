// PLACEHOLDER (collectors' branch): only so that src/server/collect/main.ts typechecks on this branch.
// The store's own branch has the real file; on merge, take that one and drop this.

export type StoreConfig = Readonly<Record<string, unknown>>;

export function storeConfigFromEnv(_env: Readonly<Record<string, string | undefined>>): StoreConfig {
  throw new Error('src/server/store/config.ts es un marcador de posición: falta el almacén real.');
}
