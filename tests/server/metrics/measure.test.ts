// The measured figures from a store (the in-memory one, which keeps the real stores' contract), and the
// service that recomputes them once per change and keeps the last ones, marked stale, while the store fails.

import { describe, expect, it, vi } from 'vitest';
import { cutText, measure } from '../../../src/server/metrics/measure.ts';
import { MeasuredService } from '../../../src/server/metrics/service.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { item, items } from './items.ts';

const NOW = Date.parse('2026-05-20T11:25:00Z');
const MIN = 60_000;

/** 24 BTC headlines (0.6, −0.3, 0 in turn: mean 0.1) and 5 ETH posts of 0.9, all in the last 4 hours. */
async function filledStore(clock = { now: NOW }) {
  const store = new MemoryStore(() => clock.now);
  await store.ingest(items('n', 'news', NOW - 5 * MIN, 24, [0.6, -0.3, 0], ['BTC']));
  await store.ingest(items('b', 'bluesky', NOW - 7 * MIN, 5, [0.9], ['ETH']));
  return store;
}

describe('measure', () => {
  it('reads the store into the figures, the sources read and the last arrival', async () => {
    const store = await filledStore();
    const measured = await measure(store, NOW);
    expect(measured.computedAt).toBe('2026-05-20T11:25:00.000Z');
    expect(measured.lastItemAt).toBe('2026-05-20T11:25:00.000Z');
    // 29 texts summing 2.4 + 4.5 = 6.9: (6.9 / 29 + 1) × 50 = 61.89… → 61.9; 13/8/8 → 45/28/27.
    expect(measured.overall).toEqual({
      mentions: 29,
      state: 'measured',
      score: 61.9,
      shares: { positive: 45, neutral: 28, negative: 27 },
    });
    // The newest text was published 5 minutes before it arrived.
    expect(measured.newestItemAt).toBe('2026-05-20T11:20:00.000Z');
    expect(measured.platforms).toEqual([
      {
        platform: 'news',
        mentions: 24,
        state: 'measured',
        score: 55,
        shares: { positive: 34, neutral: 33, negative: 33 },
      },
      { platform: 'bluesky', mentions: 5, state: 'few' },
    ]);
    const { evidence: btcEvidence, ...btc } = measured.coins[0] ?? {};
    const { evidence: ethEvidence, ...eth } = measured.coins[1] ?? {};
    expect([btc, eth]).toEqual([
      {
        coin: 'BTC',
        mentions: 24,
        state: 'measured',
        score: 55,
        shares: { positive: 34, neutral: 33, negative: 33 },
        dominance: 82.8,
      },
      { coin: 'ETH', mentions: 5, state: 'few', dominance: 17.2 },
    ]);
    // Each coin's evidence is its own: the BTC headlines' 0.6s and −0.3s, the ETH posts' 0.9s.
    expect([btcEvidence?.positive.map((e) => e.score), btcEvidence?.negative.map((e) => e.score)]).toEqual([
      [0.6, 0.6, 0.6],
      [-0.3, -0.3, -0.3],
    ]);
    expect([ethEvidence?.positive.map((e) => e.score), ethEvidence?.negative]).toEqual([[0.9, 0.9, 0.9], []]);
    expect(measured.counts).toEqual({ posts: 5, headlines: 24 });
    expect(measured.sources).toEqual([
      { platform: 'news', name: 'criptonoticias.example', items: 24 },
      { platform: 'bluesky', name: 'jetstream', items: 5 },
    ]);
    expect(measured.history['1D'].at(-1)).toEqual({ time: '2026-05-20T11:00:00.000Z', mentions: 5, score: 71 });
  });

  it('shows the 3 most positive and 3 most negative texts, cut to 280 characters, only with a web link', async () => {
    const store = new MemoryStore(() => NOW);
    const long = `${'a'.repeat(277)} 🚀🚀 y sigue`;
    await store.ingest([
      item('p1', 'news', NOW - 10 * MIN, 0.95, ['BTC'], { text: long }),
      item('p2', 'telegram', NOW - 20 * MIN, 0.8, [], { url: 'javascript:alert(1)' }),
      item('p3', 'bluesky', NOW - 30 * MIN, 0.7, ['SOL']),
      item('p4', 'news', NOW - 40 * MIN, 0.5),
      item('p5', 'news', NOW - 45 * MIN, 0.9, [], { url: 'https://[::1/roto' }),
      item('n1', 'news', NOW - 50 * MIN, -0.9, ['ETH'], { text: '  ETH   cae\n\tun 9 %  ' }),
      item('n2', 'bluesky', NOW - 60 * MIN, -0.6),
      item('n3', 'reddit', NOW - 70 * MIN, -0.4),
      item('n4', 'news', NOW - 80 * MIN, -0.2),
      // Older than 24 h: not evidence of today's figure.
      item('old', 'news', NOW - 25 * 60 * MIN, -1),
    ]);
    const { evidence } = await measure(store, NOW);
    // p5's broken link and p2's javascript: one are skipped; the next ones stand in.
    expect(evidence.positive.map((e) => [e.url, e.score])).toEqual([
      ['https://criptonoticias.example/p1', 0.95],
      ['https://bluesky.example/p3', 0.7],
      ['https://criptonoticias.example/p4', 0.5],
    ]);
    expect(evidence.positive[0]).toMatchObject({
      platform: 'news',
      source: 'criptonoticias.example',
      publishedAt: '2026-05-20T11:15:00.000Z',
    });
    // 277 a's and a space are 278 UTF-16 units: the first rocket (two more) and the ellipsis would make 281, so the
    // text ends before it (the feed's schema counts units: 280 at most).
    expect(evidence.positive[0]?.text).toBe(`${'a'.repeat(277)}…`);
    expect(evidence.positive[0]?.text.length).toBeLessThanOrEqual(280);
    expect(evidence.negative.map((e) => [e.text, e.score])).toEqual([
      ['ETH cae un 9 %', -0.9],
      ['Texto n2 sobre el mercado', -0.6],
      ['Texto n3 sobre el mercado', -0.4],
    ]);
  });

  it('gives each coin its own texts as evidence, and a coin without texts none: never another coin’s', async () => {
    const store = new MemoryStore(() => NOW);
    await store.ingest([
      item('btc-up', 'news', NOW - 10 * MIN, 0.8, ['BTC']),
      item('sol-up', 'bluesky', NOW - 20 * MIN, 0.9, ['SOL']),
      item('eth-down', 'news', NOW - 30 * MIN, -0.7, ['ETH']),
      item('both-down', 'reddit', NOW - 40 * MIN, -0.5, ['BTC', 'ETH']),
      item('market-up', 'news', NOW - 50 * MIN, 0.6),
    ]);
    const measured = await measure(store, NOW);
    const ids = (list: readonly { url: string }[] | undefined) => list?.map((e) => e.url.split('/').at(-1));
    const byCoin = Object.fromEntries(
      measured.coins.map((c) => [c.coin, [ids(c.evidence?.positive), ids(c.evidence?.negative)]]),
    );
    expect(byCoin).toEqual({
      BTC: [['btc-up'], ['both-down']],
      ETH: [[], ['eth-down', 'both-down']],
      SOL: [['sol-up'], []],
      ADA: [[], []],
      DOT: [[], []],
    });
    // The market's evidence is every text's.
    expect([ids(measured.evidence.positive), ids(measured.evidence.negative)]).toEqual([
      ['sol-up', 'btc-up', 'market-up'],
      ['eth-down', 'both-down'],
    ]);
  });

  it('says each figure’s state: none without texts, few under the minimum, measured from it', async () => {
    const empty = await measure(new MemoryStore(() => NOW), NOW);
    expect(empty.overall).toEqual({ mentions: 0, state: 'none' });
    expect(empty.coins.map((c) => c.state)).toEqual(['none', 'none', 'none', 'none', 'none']);
    const filled = await measure(await filledStore(), NOW);
    expect(filled.overall.state).toBe('measured');
    expect(filled.platforms.map((p) => [p.platform, p.state])).toEqual([
      ['news', 'measured'],
      ['bluesky', 'few'],
    ]);
    expect(filled.coins.map((c) => [c.coin, c.mentions, c.state])).toEqual([
      ['BTC', 24, 'measured'],
      ['ETH', 5, 'few'],
      ['SOL', 0, 'none'],
      ['ADA', 0, 'none'],
      ['DOT', 0, 'none'],
    ]);
  });

  it('dates the figures by their newest text: never by the hour’s start or an old text that arrived late', async () => {
    // A fresh start on an empty database, 47 minutes into the hour: no text, so no time to show.
    const fresh = await measure(new MemoryStore(() => NOW), Date.parse('2026-05-20T11:47:00Z'));
    expect(fresh.newestItemAt).toBeUndefined();
    expect(fresh.lastItemAt).toBeUndefined();
    // Texts published 3 and 5 hours ago, and one of 30 hours ago that arrived just now (a feed's archive).
    const store = new MemoryStore(() => NOW);
    await store.ingest([item('a', 'news', NOW - 3 * 60 * MIN, 0.2), item('b', 'news', NOW - 5 * 60 * MIN, 0.1)]);
    await store.ingest([item('old', 'news', NOW - 30 * 60 * MIN, 0.4)]);
    const measured = await measure(store, NOW);
    expect(measured.lastItemAt).toBe('2026-05-20T11:25:00.000Z');
    expect(measured.newestItemAt).toBe('2026-05-20T08:25:00.000Z');
  });

  it('cuts at a whole character and leaves short texts alone', () => {
    expect(cutText('hola', 5)).toBe('hola');
    expect(cutText('hola!', 5)).toBe('hola!');
    expect(cutText('hola mundo', 5)).toBe('hola…');
    // Counted in UTF-16 units, as the feed's schema counts: an emoji is two.
    expect(cutText('ab😀cd', 5)).toBe('ab😀…');
    expect(cutText('ab😀cd', 4)).toBe('ab…');
    // A family emoji (three people joined) is one character: kept whole or left out whole.
    expect(cutText('a👨‍👩‍👧 fin', 6)).toBe('a…');
    expect(cutText('a👨‍👩‍👧 fin', 10)).toBe('a👨‍👩‍👧…');
  });

  it('cuts a post of words and 240 rockets to what the feed’s schema takes', () => {
    const post = `Bitcoin to the moon, everyone buy now ${'🚀'.repeat(240)}`;
    const cut = cutText(post);
    expect(cut.length).toBeLessThanOrEqual(280);
    expect(cut.endsWith('🚀…')).toBe(true);
    expect(cut.startsWith('Bitcoin to the moon')).toBe(true);
  });
});

describe('MeasuredService', () => {
  function service(store: MemoryStore, clock: { now: number }) {
    const logs: string[] = [];
    const measured = new MeasuredService(store, {
      now: () => clock.now,
      log: (line) => logs.push(line),
      checkEveryMs: 15_000,
    });
    return { measured, logs, hourly: vi.spyOn(store, 'hourly'), last: vi.spyOn(store, 'lastIngestAt') };
  }

  it('computes once per change: a new item or the hour rolling over, asked at most every 15 s', async () => {
    const clock = { now: NOW };
    const store = await filledStore(clock);
    const { measured, hourly, last } = service(store, clock);
    const first = measured.read();
    expect(first.arriving).toBeInstanceOf(Promise);
    await first.arriving;
    const snapshot = measured.read().snapshot;
    expect(snapshot).toMatchObject({ stale: false, version: 1 });
    expect(snapshot.figures?.overall.mentions).toBe(29);
    // A thousand readers within the interval: no query at all.
    for (let i = 0; i < 1000; i++) expect(measured.read().arriving).toBeUndefined();
    expect([last.mock.calls.length, hourly.mock.calls.length]).toEqual([1, 1]);

    // Past the interval with nothing new: one cheap question, no recomputation.
    clock.now += 15_000;
    measured.read();
    await vi.waitFor(() => expect(last).toHaveBeenCalledTimes(2));
    await measured.refresh();
    expect(hourly).toHaveBeenCalledTimes(1);
    expect(measured.read().snapshot.version).toBe(1);

    // A new item: recomputed at the next check.
    clock.now += 20_000;
    await store.ingest([item('x', 'news', clock.now, -0.8, ['SOL'])]);
    await measured.refresh();
    expect(hourly).toHaveBeenCalledTimes(2);
    expect(measured.read().snapshot).toMatchObject({ version: 2, figures: { overall: { mentions: 30 } } });

    // The hour rolls over (11:59:55 → 12:00:05) with nothing new: the windows moved, so recomputed.
    clock.now = Date.parse('2026-05-20T11:59:55Z');
    await measured.refresh();
    expect(hourly).toHaveBeenCalledTimes(2);
    clock.now += 10_000;
    await measured.refresh();
    expect(hourly).toHaveBeenCalledTimes(3);
    // Nothing arrived since: the figures describe the hour's start, not the moment this process looked.
    expect(measured.read().snapshot.figures?.computedAt).toBe('2026-05-20T12:00:00.000Z');
  });

  it('gives two instances looking at different moments the same figures: those of the last arrival', async () => {
    const clock = { now: NOW };
    const store = await filledStore(clock);
    const early = await service(store, { now: NOW + 70_000 }).measured.refresh();
    const late = await service(store, { now: NOW + 160_000 }).measured.refresh();
    expect(early.figures?.computedAt).toBe('2026-05-20T11:25:00.000Z');
    expect(JSON.stringify(late.figures)).toBe(JSON.stringify(early.figures));
  });

  it('keeps serving the last figures, marked stale, while the database fails; says so once; catches up', async () => {
    const clock = { now: NOW };
    const store = await filledStore(clock);
    const { measured, logs } = service(store, clock);
    const good = (await measured.refresh()).figures;
    store.unavailable = true;
    clock.now += 15_000;
    const during = await measured.refresh();
    expect(during).toEqual({ figures: good, stale: true, version: 2 });
    // Failing again changes nothing: the same version (the feed is not re-encoded) and no new log line.
    clock.now += 15_000;
    expect(await measured.refresh()).toEqual({ figures: good, stale: true, version: 2 });
    expect(logs).toEqual([
      'La base de datos no responde (connect ECONNREFUSED (memory store marked unavailable)): se sirven las últimas cifras medidas, marcadas como antiguas.',
    ]);

    // Back, with what arrived meanwhile (a collector that buffered): fresh figures at once.
    store.unavailable = false;
    await store.ingest(items('late', 'news', clock.now, 3, [-0.5], ['BTC']));
    clock.now += 15_000;
    const after = await measured.refresh();
    expect(after.stale).toBe(false);
    expect(after.version).toBe(3);
    expect(after.figures?.overall.mentions).toBe(32);
    expect(logs.at(-1)).toBe('La base de datos vuelve a responder: las cifras medidas están al día.');
  });

  it('with a database that never answered serves no figures, and does not hold its first reader', async () => {
    const store = new MemoryStore(() => NOW);
    store.unavailable = true;
    const { measured, logs } = service(store, { now: NOW });
    await measured.read().arriving;
    expect(measured.read().snapshot).toEqual({ stale: false, version: 0 });
    expect(logs).toEqual([
      'La base de datos no responde (connect ECONNREFUSED (memory store marked unavailable)): el feed va sin cifras medidas hasta que responda.',
    ]);
  });
});

describe('MeasuredService on a timer', () => {
  it('checks by itself every interval, without readers, until stopped', async () => {
    // The real clock: the timer's checks are due by it.
    const store = new MemoryStore();
    await store.ingest(items('n', 'news', Date.now() - MIN, 20, [0.2]));
    const measured = new MeasuredService(store, { checkEveryMs: 20 });
    const last = vi.spyOn(store, 'lastIngestAt');
    measured.start();
    await vi.waitFor(() => expect(last.mock.calls.length).toBeGreaterThanOrEqual(3));
    measured.stop();
    expect(measured.read().snapshot.figures?.overall).toMatchObject({ mentions: 20, score: 60 });
  });
});
