// Reading a provider's answer without trusting its size: the body is read as a stream and the read stops (the
// connection cancelled) past a maximum, so a provider answering 200 MB costs at most that maximum. Used by the
// browser's live source and by the server alike.

/** The body went past its maximum; the request counts as failed. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`la respuesta pasa de ${formatBytes(maxBytes)}`);
    this.name = 'BodyTooLarge';
  }
}

const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** The body as text, at most `maxBytes` of it (whatever Content-Length says: it may lie or be absent). */
export async function readText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.body?.cancel().catch(() => {});
    throw new BodyTooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      throw new BodyTooLarge(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * The most each answer may weigh, by resource. The largest answers read are CoinGecko's: /coins/markets with five
 * 7-day sparklines (about 25 KB), /coins/{id} in its slim form (descriptions and links, 10–40 KB) and
 * market_chart for one day (289 points of three series, about 30 KB); the others are under 2 KB, and a site's
 * feed about 30 KB (a few hundred KB with week-long series). Each cap leaves room for ten times that and more.
 */
export const MAX_ANSWER_BYTES = {
  markets: 4 * MiB,
  coin: MiB,
  marketChart: MiB,
  fearAndGreed: 256 * KiB,
  hashrate: 256 * KiB,
  chart: 256 * KiB,
  feed: 2 * MiB,
} as const;
