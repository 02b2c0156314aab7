// Who is asking, for the rate limit. Without a proxy, the connection's address. Behind `trustProxy` proxies,
// each appends the address it saw to X-Forwarded-For, so only the right-most `trustProxy` entries are theirs and
// the client is the entry the farthest trusted proxy added; whatever stands left of it the client wrote itself
// (as Express's `trust proxy` with a hop count). A vendor header (cf-connecting-ip…) counts only when the site
// names it: anyone can send one to a server that is not behind that vendor.

export interface ClientAddressSettings {
  trustProxy: number;
  clientIpHeader?: string;
}

/** Long enough for any IPv6 address with a zone; a longer value is no address. */
const MAX_ADDRESS = 64;

export function clientAddress(
  header: (name: string) => string | undefined,
  socketAddress: string | undefined,
  settings: ClientAddressSettings,
): string {
  if (settings.clientIpHeader) {
    const vendor = header(settings.clientIpHeader)?.trim();
    if (vendor) return vendor.slice(0, MAX_ADDRESS);
  }
  if (settings.trustProxy > 0) {
    const hops = (header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the farthest address known (the proxies are fewer than configured).
    const client = hops.length > 0 ? hops[Math.max(0, hops.length - settings.trustProxy)] : undefined;
    if (client) return client.slice(0, MAX_ADDRESS);
  }
  return socketAddress ?? 'unknown';
}

/** An IPv4 address's four bytes, or undefined. */
function ipv4Bytes(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined;
  return parts.map(Number);
}

/** An IPv6 address's eight 16-bit words (`::`, an IPv4 tail and a zone allowed), or undefined. */
function ipv6Words(text: string): number[] | undefined {
  let address = text.split('%')[0] as string;
  const tailAt = address.lastIndexOf(':');
  if (tailAt < 0) return undefined;
  const tail = address.slice(tailAt + 1);
  if (tail.includes('.')) {
    const bytes = ipv4Bytes(tail);
    if (!bytes) return undefined;
    const [a, b, c, d] = bytes as [number, number, number, number];
    address = `${address.slice(0, tailAt + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const words = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!words.every((word) => /^[0-9a-f]{1,4}$/i.test(word))) return undefined;
  return words.map((word) => Number.parseInt(word, 16));
}

/**
 * Whose allowance a request spends: an IPv4 address alone (an IPv4-mapped IPv6 address, as the dual-stack socket
 * reports IPv4 clients, is that IPv4 address); an IPv6 address's /64, the block one subscriber or one machine
 * gets, so walking through the 2⁶⁴ addresses of one's own /64 does not multiply the allowance. Anything else (a
 * vendor header's odd value, "unknown") is its own key.
 */
export function allowanceKey(address: string): string {
  let text = address.trim().toLowerCase();
  // [v6]:port and v4:port, as some proxies write X-Forwarded-For.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1] as string;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const bytes = ipv4Bytes(text);
  if (bytes) return bytes.join('.');
  const words = ipv6Words(text);
  if (!words) return address;
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) {
    const [high, low] = [words[6] as number, words[7] as number];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${words
    .slice(0, 4)
    .map((word) => word.toString(16))
    .join(':')}::/64`;
}
