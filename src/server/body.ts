// A request's body read within limits: the chat and the sentiment routes share it.

export type Body = { text: string } | { problem: 'too-large' | 'too-slow' | 'aborted' };

/**
 * The body as text, refused past `max` bytes whatever Content-Length says (it may lie or be absent), or when it
 * has not arrived whole within `deadlineMs` (a client trickling bytes holds no connection for long).
 */
export async function bodyText(request: Request, max: number, deadlineMs: number): Promise<Body> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return { problem: 'too-large' };
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), late]);
      if (read === 'late') {
        reader.cancel().catch(() => {});
        return { problem: 'too-slow' };
      }
      if (read.done) break;
      size += read.value.byteLength;
      if (size > max) {
        reader.cancel().catch(() => {});
        return { problem: 'too-large' };
      }
      chunks.push(read.value);
    }
  } catch {
    // The client went away mid-upload (the platform errors the body stream).
    return { problem: 'aborted' };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(bytes) };
}
