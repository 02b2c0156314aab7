// Reading the collectors' settings from the environment: each source reads its own variables with these, and a
// value that cannot be read stops the start with a Spanish message naming the variable.

export type Env = Readonly<Record<string, string | undefined>>;

export const MINUTE = 60_000;

/** `raw` when it is a URL with one of `protocols`; otherwise a Spanish error naming `name`. */
export function httpUrl(name: string, raw: string, protocols = ['http:', 'https:']): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name}: «${raw}» no es una URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new Error(`${name}: «${raw}» debe empezar por ${protocols.map((p) => `${p}//`).join(' o ')}.`);
  }
  return raw;
}

/** A comma-separated list, trimmed, without empty entries. */
export function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
