// `storage-key` → `storageKey`: an attribute's property (and prop) name. Kept out of attributes.ts, which the
// entry carries, so the elements' chunk does not import it from the entry.

import type { CamelCase } from '../attributes.ts';

export const camelCase = <Name extends string>(name: Name) =>
  name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelCase<Name>;
