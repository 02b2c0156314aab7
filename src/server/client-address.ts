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
