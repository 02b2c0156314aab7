// Large Bitcoin transfers from mempool.space's keyless REST API (https://mempool.space/docs/api/rest):
// - GET /mempool/recent every 45 s: the last 10 transactions into the mempool, [{ txid, fee, vsize, value, time? }]
//   with `value` (the sum of the outputs) in satoshis; first seen at `time` (seconds) when given, else now.
// - GET /blocks/tip/hash every 60 s and, for each new tip once, GET /block/:hash/txs[/:start] (25 transactions a
//   page, `vout[].value` in satoshis, `status.block_time` in seconds), at most MAX_BLOCK_PAGES pages.
// A transfer's size is the sum of its outputs: change cannot be told from payment without address labels, and
// we hold none, so no transfer is ever called an exchange inflow or outflow. Same politeness as the other
// collectors: honest User-Agent, a time limit, 429 after its Retry-After, failures backed off exponentially.

import { isRecord } from '../../core/live/read-fields.ts';
import type { WhalesHealthRecord } from '../../core/measured/whales.ts';
import type { WhaleTransfer } from '../../core/spans/types.ts';
import { whaleUrl } from '../store/sql.ts';
import type { SentimentStore } from '../store/types.ts';
import { describe, type GetResult, type HttpSourceOptions, nextDelay, politeGet } from './http.ts';
import type { PollTask } from './schedule.ts';

/** Transactions per page of /block/:hash/txs (mempool.space's page size). */
export const BLOCK_PAGE_SIZE = 25;
/** The state row holding the last block read whole (or up to the cap), so a restart does not read it again. */
export const LAST_BLOCK_KEY = 'whales:last_block';
const TXID = /^[0-9a-f]{64}$/;
const SATS_PER_BTC = 100_000_000;

export interface WhalesOptions extends HttpSourceOptions {
  /** mempool.space's API root, "https://mempool.space/api" (MEMPOOL_BASE_URL). */
  baseUrl: string;
  /** The threshold, BTC (WHALE_MIN_BTC). */
  minBtc: number;
  recentMs: number;
  blockMs: number;
  /** Pages of a block's transactions read at most (25 each). */
  maxPages: number;
  store: SentimentStore;
  health: WhalesHealth;
}

export type { WhalesHealthRecord };

export class WhalesHealth {
  readonly #record: WhalesHealthRecord;
  readonly #failing = new Set<string>();

  constructor(
    readonly now: () => number,
    readonly onChange: (part: string, error: string | undefined) => void = () => {},
    disabledReason?: string,
  ) {
    this.#record = {
      collector: 'whales',
      enabled: disabledReason === undefined,
      ...(disabledReason ? { disabledReason } : {}),
      transfersTaken: 0,
    };
  }

  success(part: string): void {
    this.#record.lastSuccessAt = this.now();
    if (this.#failing.delete(part)) this.onChange(part, undefined);
  }

  error(part: string, message: string): void {
    const line = `${part}: ${message.replace(/\s+/g, ' ').slice(0, 300)}`;
    const same = this.#failing.has(part) && this.#record.lastError === line;
    this.#record.lastErrorAt = this.now();
    this.#record.lastError = line;
    this.#failing.add(part);
    if (!same) this.onChange(part, message);
  }

  taken(count: number): void {
    this.#record.transfersTaken += count;
  }

  block(hash: string, transactions: number): void {
    this.#record.lastBlock = { hash, transactions };
  }

  snapshot(): WhalesHealthRecord {
    return structuredClone(this.#record);
  }
}

const sats = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** /mempool/recent's entries above the threshold; an entry of another shape is skipped. */
export function recentWhales(body: unknown, minBtc: number, seenAt: number): WhaleTransfer[] {
  if (!Array.isArray(body)) throw new Error('la respuesta de /mempool/recent no es una lista');
  return body.flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.txid !== 'string' || !TXID.test(entry.txid)) return [];
    const value = sats(entry.value);
    if (value === undefined || value / SATS_PER_BTC < minBtc) return [];
    // Newer mempool.space answers carry `time` (seconds) when it first saw the transaction; never in our future.
    const time = typeof entry.time === 'number' && Number.isFinite(entry.time) ? entry.time * 1000 : undefined;
    const at = time !== undefined && time <= seenAt ? time : seenAt;
    return [{ txid: entry.txid, btc: value / SATS_PER_BTC, seenAt: at, url: whaleUrl(entry.txid) }];
  });
}

/** A page of /block/:hash/txs: how many transactions it held, and those above the threshold. */
export function blockWhales(body: unknown, minBtc: number): { count: number; whales: WhaleTransfer[] } {
  if (!Array.isArray(body)) throw new Error('la respuesta de /block/:hash/txs no es una lista');
  const whales = body.flatMap((tx) => {
    if (!isRecord(tx) || typeof tx.txid !== 'string' || !TXID.test(tx.txid) || !Array.isArray(tx.vout)) return [];
    const outputs = tx.vout.map((out) => (isRecord(out) ? sats(out.value) : undefined));
    if (outputs.some((value) => value === undefined)) return [];
    const total = (outputs as number[]).reduce((sum, value) => sum + value, 0);
    const blockTime = isRecord(tx.status) ? tx.status.block_time : undefined;
    if (typeof blockTime !== 'number' || !Number.isFinite(blockTime) || total / SATS_PER_BTC < minBtc) return [];
    return [{ txid: tx.txid, btc: total / SATS_PER_BTC, seenAt: blockTime * 1000, url: whaleUrl(tx.txid) }];
  });
  return { count: body.length, whales };
}

const JSON_HEADERS = (userAgent: string) => ({ 'User-Agent': userAgent, Accept: 'application/json' });

export function whalesTasks(options: WhalesOptions): PollTask[] {
  const { store, health, baseUrl } = options;
  let recentFailures = 0;
  let blockFailures = 0;
  let lastBlock: string | undefined;
  let lastBlockLoaded = false;
  void store.setWhaleMinBtc(options.minBtc).catch(() => {});

  const get = (path: string, accept = 'application/json') =>
    politeGet(
      `${baseUrl}${path}`,
      { ...options, headers: { ...JSON_HEADERS(options.userAgent), Accept: accept } },
      options.now(),
    );

  /** JSON of an ok answer; a parse failure becomes a failed outcome. */
  const json = (result: GetResult & { kind: 'ok' }): { ok: true; body: unknown } | { ok: false; reason: string } => {
    try {
      return { ok: true, body: JSON.parse(result.body) };
    } catch {
      return { ok: false, reason: 'la respuesta no es JSON válido' };
    }
  };

  /** Stores the transfers; false (and said) when the store failed. */
  const keep = async (part: string, transfers: WhaleTransfer[]): Promise<boolean> => {
    if (transfers.length === 0) return true;
    try {
      health.taken(await store.ingestWhales(transfers));
      return true;
    } catch (error) {
      health.error(part, `la base de datos no responde (${(error as Error).message})`);
      return false;
    }
  };

  const recent: PollTask = {
    key: 'whales recent',
    async run() {
      const result = await get('/mempool/recent');
      const failed = (reason: string) => {
        health.error('mempool', reason);
        return nextDelay({ kind: 'failed', reason }, options.recentMs, ++recentFailures, options.random);
      };
      if (result.kind !== 'ok') {
        if (result.kind === 'failed' || result.kind === 'rate-limited') recentFailures++;
        health.error('mempool', describe(result) as string);
        return nextDelay(result, options.recentMs, recentFailures, options.random);
      }
      const parsed = json(result);
      if (!parsed.ok) return failed(parsed.reason);
      let transfers: WhaleTransfer[];
      try {
        transfers = recentWhales(parsed.body, options.minBtc, options.now());
      } catch (error) {
        return failed((error as Error).message);
      }
      if (!(await keep('mempool', transfers))) return failed('la base de datos no responde');
      recentFailures = 0;
      health.success('mempool');
      return options.recentMs;
    },
  };

  const blocks: PollTask = {
    key: 'whales blocks',
    async run() {
      const failed = (result: GetResult | string) => {
        const outcome: GetResult = typeof result === 'string' ? { kind: 'failed', reason: result } : result;
        if (outcome.kind === 'failed' || outcome.kind === 'rate-limited') blockFailures++;
        health.error('bloques', describe(outcome) as string);
        return nextDelay(outcome, options.blockMs, blockFailures, options.random);
      };
      if (!lastBlockLoaded) {
        lastBlock = await store.getState(LAST_BLOCK_KEY).catch(() => undefined);
        lastBlockLoaded = true;
      }
      const tip = await get('/blocks/tip/hash', 'text/plain');
      if (tip.kind !== 'ok') return failed(tip);
      const hash = tip.body.trim();
      if (!/^[0-9a-f]{64}$/.test(hash)) return failed('/blocks/tip/hash no devuelve un hash de bloque');
      if (hash === lastBlock) {
        blockFailures = 0;
        health.success('bloques');
        return options.blockMs;
      }
      let read = 0;
      for (let page = 0; page < options.maxPages; page++) {
        const start = page * BLOCK_PAGE_SIZE;
        const result = await get(`/block/${hash}/txs${start === 0 ? '' : `/${start}`}`);
        // What was stored stays (ingestion is idempotent); the block is read again from the start next time.
        if (result.kind !== 'ok') return failed(result);
        const parsed = json(result);
        if (!parsed.ok) return failed(parsed.reason);
        let found: ReturnType<typeof blockWhales>;
        try {
          found = blockWhales(parsed.body, options.minBtc);
        } catch (error) {
          return failed((error as Error).message);
        }
        if (!(await keep('bloques', found.whales))) return failed('la base de datos no responde');
        read += found.count;
        if (found.count < BLOCK_PAGE_SIZE) break;
      }
      lastBlock = hash;
      await store.setState(LAST_BLOCK_KEY, hash).catch(() => {});
      health.block(hash, read);
      blockFailures = 0;
      health.success('bloques');
      return options.blockMs;
    },
  };

  return [recent, blocks];
}
