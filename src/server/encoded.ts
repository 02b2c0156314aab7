// A JSON response body made once per change of what it says: serialized, signed (a weak ETag) and compressed
// at most once per encoding, however many readers ask. The feed and the series are both served this way.

export type Encoding = 'br' | 'gzip';
export type Bytes = Uint8Array<ArrayBuffer>;
export type Encoder = (body: Bytes) => Promise<Bytes>;
export type Encoders = Partial<Record<Encoding, Encoder>>;

export interface EncodedBody {
  body: Bytes;
  /** A weak validator: the same figures under any encoding. */
  etag: string;
  /** The body in `encoding`, compressed once; the bytes themselves once they are ready. */
  encoded(encoding: Encoding): Bytes | Promise<Bytes> | undefined;
}

async function digest(body: Bytes): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return btoa(String.fromCharCode(...hash.slice(0, 12)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export async function encodeJson(value: unknown, encoders: Encoders): Promise<EncodedBody> {
  const body = new TextEncoder().encode(JSON.stringify(value));
  const etag = `W/"${await digest(body)}"`;
  const encodings = new Map<Encoding, Bytes | Promise<Bytes>>();
  return {
    body,
    etag,
    encoded: (encoding) => {
      const encoder = encoders[encoding];
      if (!encoder) return undefined;
      let encoded = encodings.get(encoding);
      if (!encoded) {
        const pending = encoder(body);
        encodings.set(encoding, pending);
        pending.then((bytes) => encodings.set(encoding, bytes)).catch(() => encodings.delete(encoding));
        encoded = pending;
      }
      return encoded;
    },
  };
}

/** gzip through the platform's CompressionStream (Node 18+, Workers, Deno). */
export const webGzip: Encoder = async (body) =>
  new Uint8Array(
    await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
  );
