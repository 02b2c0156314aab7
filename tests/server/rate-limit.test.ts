// The in-memory token bucket (src/server/rate-limit.ts) with a clock the test moves, and whose allowance a client
// address spends (src/server/client-address.ts): an IPv4 address, or an IPv6 address's /64.

import { describe, expect, it } from 'vitest';
import { allowanceKey } from '../../src/server/client-address.ts';
import { RateLimiter } from '../../src/server/rate-limit.ts';

function limiter(perMinute: number) {
  const clock = { now: Date.UTC(2026, 10, 28, 12) };
  return { clock, limiter: new RateLimiter(perMinute, () => clock.now) };
}

const takeAll = (limiter: RateLimiter, client: string, times: number) =>
  Array.from({ length: times }, () => limiter.take(client).allowed);

describe('RateLimiter', () => {
  it('allows a minute’s burst, then one request each 60/limit seconds', () => {
    const { clock, limiter: bucket } = limiter(6);
    expect(takeAll(bucket, 'a', 6)).toEqual(Array(6).fill(true));
    expect(bucket.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    clock.now += 9_999;
    expect(bucket.take('a').allowed).toBe(false);
    clock.now += 1;
    expect(bucket.take('a')).toEqual({ allowed: true });
    expect(bucket.take('b')).toEqual({ allowed: true });
  });

  it('refills up to a minute’s allowance and no further, however long the client was away', () => {
    const { clock, limiter: bucket } = limiter(60);
    expect(takeAll(bucket, 'a', 61)).toEqual([...Array(60).fill(true), false]);
    // An hour away earns 3 600 tokens at this pace; the bucket keeps 60 of them.
    clock.now += 3_600_000;
    expect(takeAll(bucket, 'a', 61)).toEqual([...Array(60).fill(true), false]);
    // A client never seen starts full, and no fuller.
    clock.now += 86_400_000;
    expect(takeAll(bucket, 'b', 61)).toEqual([...Array(60).fill(true), false]);
  });

  it('takes a cost (characters) and says when the bucket will hold it; a cost over a full bucket empties it', () => {
    const { clock, limiter: chars } = limiter(60_000);
    expect(chars.take('a', 50_000)).toEqual({ allowed: true });
    // 10 000 left, 20 000 asked: 10 000 more come in 10 s.
    expect(chars.take('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // A refusal takes nothing.
    expect(chars.take('a', 10_000)).toEqual({ allowed: true });
    clock.now += 3_600_000;
    // Bigger than a minute's allowance: it passes with the bucket full, and empties it.
    expect(chars.take('a', 90_000)).toEqual({ allowed: true });
    expect(chars.take('a', 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(chars.take('a', 90_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe('allowanceKey', () => {
  it.each([
    ['an IPv4 address', '203.0.113.9', '203.0.113.9'],
    ['an IPv4 address with a port (as some proxies write it)', '203.0.113.9:51234', '203.0.113.9'],
    ['an IPv4-mapped IPv6 address (a dual-stack socket’s IPv4 client)', '::ffff:203.0.113.9', '203.0.113.9'],
    ['the same, in hex', '::FFFF:cb00:7109', '203.0.113.9'],
    ['an IPv6 address', '2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['another in the same /64', '2001:0db8:85a3:08d3::1', '2001:db8:85a3:8d3::/64'],
    ['one in brackets with a port', '[2001:db8:85a3:8d3::2]:443', '2001:db8:85a3:8d3::/64'],
    ['one with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the loopback', '::1', '0:0:0:0::/64'],
    ['an IPv6 address with an IPv4 tail', '64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['a value that is no address', 'unknown', 'unknown'],
    ['a malformed IPv6 address', '2001:db8::1::2', '2001:db8::1::2'],
  ])('%s', (_, address, key) => {
    expect(allowanceKey(address)).toBe(key);
  });

  it('gives neighbouring /64s their own allowance', () => {
    expect(allowanceKey('2001:db8:1:2::1')).not.toBe(allowanceKey('2001:db8:1:3::1'));
  });
});
