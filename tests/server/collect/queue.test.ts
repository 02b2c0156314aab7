import { describe, expect, it } from 'vitest';
import type { CollectedItem } from '../../../src/core/measured/types.ts';
import { ItemQueue } from '../../../src/server/collect/queue.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { advanceUntil, FakeTimers, START } from './helpers.ts';

const item = (n: number, source = 'jetstream'): CollectedItem => ({
  id: `bluesky:${source}/${n}`,
  platform: 'bluesky',
  source,
  url: `https://bsky.app/profile/did:plc:x/post/${n}`,
  publishedAt: START - n,
  lang: 'es',
  text: `Bitcoin ${n}`,
  coins: ['BTC'],
  score: 0.1,
  label: 'pos',
});

describe('ItemQueue', () => {
  it('writes in batches per source, keeps what the store refused, and writes it once when the store is back', async () => {
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const taken: [string, number][] = [];
    const storeEvents: (string | undefined)[] = [];
    const queue = new ItemQueue({
      store,
      timers,
      max: 10,
      batch: 4,
      onTaken: (_platform, source, count) => taken.push([source, count]),
      onStore: (error) => storeEvents.push(error),
    });
    // The store fails on its second write: the first source's items are written, the second's wait.
    const ingest = store.ingest.bind(store);
    let calls = 0;
    store.ingest = async (items) => {
      calls++;
      if (calls === 2) throw new Error('connection reset');
      return ingest(items);
    };
    for (const n of [1, 2]) queue.push(item(n, 'a'));
    for (const n of [3, 4]) queue.push(item(n, 'b'));
    await queue.flush();
    expect([...store.items.keys()]).toEqual(['bluesky:a/1', 'bluesky:a/2']);
    expect(queue.length).toBe(2);
    expect(storeEvents).toEqual(['la base de datos no responde (connection reset); 2 elementos esperan']);
    await advanceUntil(timers, () => queue.length === 0);
    expect([...store.items.keys()]).toEqual(['bluesky:a/1', 'bluesky:a/2', 'bluesky:b/3', 'bluesky:b/4']);
    expect(taken).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
    expect(storeEvents.at(-1)).toBeUndefined();
  });

  it('drops past its bound, counts the drops, and tells the oldest mark still waiting', async () => {
    const store = new MemoryStore();
    store.unavailable = true;
    const timers = new FakeTimers();
    const queue = new ItemQueue({ store, timers, max: 3, batch: 100 });
    expect([1, 2, 3, 4, 5].map((n) => queue.push(item(n), 1000 + n))).toEqual([true, true, true, false, false]);
    expect([queue.length, queue.dropped, queue.highWater]).toEqual([3, 2, 3]);
    expect(queue.oldestMark('bluesky')).toBe(1001);
    expect(queue.pendingCount('bluesky')).toBe(3);
    store.unavailable = false;
    await queue.stop();
    expect(store.items.size).toBe(3);
    expect(queue.oldestMark('bluesky')).toBeUndefined();
  });
});
