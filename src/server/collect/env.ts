// Reading the collectors' settings from the environment: each source reads its own variables with these, and a
// value that cannot be read stops the start with a Spanish message naming the variable.

export type Env = Readonly<Record<string, string | undefined>>;

export const MINUTE = 60_000;

/** `raw` when it is a URL with one of `protocols`; otherwise a Spanish error naming `name` (and no secret). */
export function httpUrl(name: string, raw: string, protocols = ['http:', 'https:']): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name}: «${redactUrl(raw)}» no es una URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new Error(`${name}: «${redactUrl(raw)}» debe empezar por ${protocols.map((p) => `${p}//`).join(' o ')}.`);
  }
  return raw;
}

const HIDDEN = '***';

/**
 * A configured URL as logs and errors may show it: the credentials of "user:pass@" and every query value
 * ("?token=…", "?key=…"; any name can carry a secret) replaced by ***, the fragment dropped. The host, path and
 * query names stay, so the operator still knows which URL it is. A URL with none of these is shown as written.
 */
export function redactUrl(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url?.host) {
    // Not a URL with a host ("yo:clave@feed.xml"): whatever precedes an "@" may be credentials, whatever follows
    // "?" or "#" a token.
    return raw.replace(/^((?:[a-z][a-z0-9+.-]*:)?\/\/)?[^@/?#]*@/i, `$1${HIDDEN}@`).replace(/[?#].*$/s, '?…');
  }
  if (!url.username && !url.password && !url.search && !url.hash) return raw;
  const userinfo = url.username || url.password ? `${HIDDEN}@` : '';
  const names = [...url.searchParams.keys()].map((name) => `${encodeURIComponent(name)}=${HIDDEN}`);
  const query = url.search ? `?${names.join('&')}` : '';
  return `${url.protocol}//${userinfo}${url.host}${url.pathname}${query}`;
}

/** A comma-separated list, trimmed, without empty entries. */
export function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
