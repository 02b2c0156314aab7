// Requests the server makes to addresses its operator configured (providers, the assistant, feeds, channels) follow
// redirects only within the configured address's origin (scheme, host and port). fetch's own 'follow' goes
// anywhere: a feed's 302 to 127.0.0.1:<port>/internal-admin was read and stored as the feed's; undici drops
// Authorization on a cross-origin redirect but keeps every other header (CoinGecko's x-cg-demo-api-key), and on a
// 307/308 it sends the body again (the chat's conversation) to wherever Location points. Here each Location is
// looked at before anything is sent to it: another origin is refused, with the reason in Spanish for the log.

/** Redirects followed within the origin before giving up (fetch's own limit is 20). */
export const MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Why a redirect was not followed: Spanish, for the log and /api/health; names the target's origin only. */
export class RedirectRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedirectRefused';
  }
}

/** The target's origin as the log may name it: no path, query or credentials (a token may ride in them). */
const originOf = (url: URL): string => (url.origin === 'null' ? url.protocol : url.origin);

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A request whose body can be sent again on a 307/308 (a string, as every caller's is). */
export type RepeatableInit = Omit<RequestInit, 'body' | 'redirect'> & { body?: string };

/**
 * `fetch` that follows redirects only within `url`'s origin; rejects with RedirectRefused on one to another origin
 * (nothing is sent there) or past MAX_REDIRECTS. A 303, or a 301/302 answering a POST, turns the request into a GET
 * without its body, as fetch does; a 307/308 repeats it, body included, within the origin.
 */
export async function fetchSameOrigin(fetcher: Fetch, url: string, init: RepeatableInit = {}): Promise<Response> {
  const origin = new URL(url).origin;
  let current = url;
  let method = (init.method ?? 'GET').toUpperCase();
  let body = init.body;
  const headers = new Headers(init.headers);
  for (let redirects = 0; ; redirects++) {
    const response = await fetcher(current, { ...init, method, headers, body, redirect: 'manual' });
    // A browser-like fetch hides the target of a manual redirect: nothing can be checked, so nothing is followed.
    if (response.type === 'opaqueredirect') throw new RedirectRefused('redirige a una dirección que no se puede ver');
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return response;
    response.body?.cancel().catch(() => {});
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      throw new RedirectRefused('redirige a una dirección que no es una URL');
    }
    if (next.origin !== origin) {
      throw new RedirectRefused(`redirige a otro origen (${originOf(next)}): no se sigue`);
    }
    if (redirects >= MAX_REDIRECTS) throw new RedirectRefused(`más de ${MAX_REDIRECTS} redirecciones seguidas`);
    if (
      response.status === 303
        ? method !== 'HEAD'
        : (response.status === 301 || response.status === 302) && method === 'POST'
    ) {
      method = 'GET';
      body = undefined;
      for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language'])
        headers.delete(name);
    }
    current = next.href;
  }
}
