// What every API answer shares: errors as JSON in Spanish, and who may call from another origin.

export type ErrorCode =
  | 'bad_request'
  | 'invalid_currency'
  | 'payload_too_large'
  | 'request_timeout'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'origin_not_allowed'
  | 'not_found'
  | 'method_not_allowed'
  | 'feed_unavailable'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'internal_error';

/** `{ "error": { "code", "message" } }`: the code for programs, the message for people. */
export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * Whether a page at `origin` may call: its own site always (same host, whatever the scheme a proxy in front
 * terminates), the listed origins, or any with '*'. Requests without an Origin (curl, servers) are not
 * pages, and CORS does not concern them.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true;
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
