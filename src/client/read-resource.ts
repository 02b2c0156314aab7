// A resource's figures as widgets read them: at once from the page's shared cache when it holds an answer
// (stale answers too, while a fresh one loads), so a refresh never blanks a widget; the first read waits for
// the network. The figures of an answer are read once, the same object each time, and carry their provenance.
// The reader's currency and accepted age are passed with each read.

import type { Awaitable } from '../core/data-source.ts';
import { type Credit, type FigureState, type Provenance, type Provider, SAMPLE } from '../core/provenance.ts';
import { noteRead } from './refresh.ts';
import { type Answer, backingOff, cachedAnswer, RequestError, request } from './request.ts';

/** What a widget's reads are made with: its currency (ISO 4217) and, when it set `refresh`, the age it accepts. */
export interface ReadSettings {
  currency: string;
  /** The oldest answer the reader accepts (ms); undefined: each resource's own pace. */
  maxAgeMs?: number;
}

export const DEFAULT_SETTINGS: ReadSettings = { currency: 'USD' };

export interface Resource<T extends object> {
  /** Tells apart reads of the same answer (the quotes and the history share one). */
  key: string;
  /** The provider named as the figures' source; a feed names its publisher in each read instead. */
  provider?: Provider;
  /** Where the answer is, in the reader's currency for the price resources. */
  url: (currency: string) => string;
  /** Who answers, in error messages; "el proveedor" unless said. */
  who?: string;
  maxAgeMs: number;
  /** The most the answer may weigh (MAX_ANSWER_BYTES). */
  maxBytes: number;
  /**
   * Reads the answer; returns the figures, the parts that had to stay sample data and, for a feed, who
   * published them and when. May throw a RequestError saying why the figures cannot be shown.
   */
  read(answer: Answer, currency: string): Reading<T> | undefined;
  /** The value when the answer cannot be used at all. */
  sample(): T;
  /** Prices: the sample value (in dollars) cannot stand in for them in another currency. */
  priced?: boolean;
}

export interface Reading<T> {
  value: T;
  sampleParts?: string[];
  /** Sample data standing in for a missing part: marked as sample, not as the provider's. */
  sample?: boolean;
  /** With `sample`: the providers whose figures it stands in for (they did not answer). */
  missing?: readonly Provider[];
  /** What the figures are when not `live` (a feed says a part is stale, measured, or measured on too few texts). */
  state?: FigureState;
  publisher?: Credit;
  /** The providers a feed names for the part (the feed built by our server does). */
  providers?: readonly Provider[];
  /** When the newest data behind the figures was written; the answer's arrival unless said; null: no data time. */
  updatedAt?: number | null;
  /** The coins a feed's publisher follows (its `coins`), passed on to the provenance of live readings. */
  coins?: readonly string[];
}

/** Where each value shown came from. */
const provenances = new WeakMap<object, Provenance>();
/** The figures read from each answer, by URL and resource. */
const readValues = new WeakMap<Answer, Map<string, object>>();

export const provenanceOf = (value: object): Provenance | undefined => provenances.get(value);
export const setProvenance = (value: object, provenance: Provenance): void => {
  provenances.set(value, provenance);
};

/** The figures of an answer, the same object each time (so widgets that did not change skip rendering). */
function figuresOf<T extends object>(resource: Resource<T>, url: string, answer: Answer, currency: string): T {
  let values = readValues.get(answer);
  if (!values) {
    values = new Map();
    readValues.set(answer, values);
  }
  const key = `${url} ${resource.key}`;
  const known = values.get(key);
  if (known) return known as T;
  const read = resource.read(answer, currency);
  // Dollar figures shown as another currency would be wrong figures: then the widget says it has none.
  if (!read && resource.priced && currency !== 'USD') throw new RequestError('la respuesta del proveedor no sirve');
  const value = read?.value ?? resource.sample();
  provenances.set(value, provenanceOfReading(read, resource, answer));
  values.set(key, value);
  return value;
}

/** What a reading is: sample standing in for an unusable answer, a part the source says is sample, or real. */
function provenanceOfReading<T extends object>(
  read: Reading<T> | undefined,
  resource: Resource<T>,
  answer: Answer,
): Provenance {
  if (!read) return { ...SAMPLE, missing: resource.provider ? [resource.provider] : [] };
  if (read.sample) return { ...SAMPLE, sampleParts: read.sampleParts, missing: read.missing };
  const updatedAt = read.updatedAt === null ? undefined : (read.updatedAt ?? answer.receivedAt);
  return {
    state: read.state ?? 'live',
    providers: read.providers ?? (resource.provider ? [resource.provider] : []),
    publisher: read.publisher,
    updatedAt,
    sampleParts: read.sampleParts,
    ...(read.coins ? { coins: read.coins } : {}),
  };
}

/** A resource's figures for a reader: at once from the page's cache (refreshing it when stale), or once they arrive. */
export function read<T extends object>(resource: Resource<T>, settings: ReadSettings): Awaitable<T> {
  const { currency } = settings;
  const url = resource.url(currency);
  const answer = cachedAnswer(url);
  const maxAgeMs = settings.maxAgeMs ?? resource.maxAgeMs;
  noteRead(url, maxAgeMs, answer?.receivedAt, resource);
  if (answer) return staleIfFailing(figuresOf(resource, url, answer, currency), url, answer, maxAgeMs);
  // Failed a moment ago and left alone for a while: say so at once, rather than with a promise each render.
  const failure = backingOff(url);
  if (failure) throw failure;
  return request(url, false, resource.who, resource.maxBytes).then((fresh) =>
    figuresOf(resource, url, fresh, currency),
  );
}

/**
 * Figures past their age whose refresh failed are stale, said as such ("Sin actualizar"), and live again once a
 * refresh arrives (a new answer, new figures).
 */
function staleIfFailing<T extends object>(value: T, url: string, answer: Answer, maxAgeMs: number): T {
  const provenance = provenances.get(value);
  if (provenance?.state === 'live' && backingOff(url) && Date.now() - answer.receivedAt >= maxAgeMs) {
    provenances.set(value, { ...provenance, state: 'stale' });
  }
  return value;
}

/** Sample data inside a live widget, named for the provenance line. */
export function sampleRead<T>(value: Awaitable<T>, part: string): Awaitable<T> {
  if (value && typeof value === 'object' && !provenances.has(value)) {
    provenances.set(value, { ...SAMPLE, sampleParts: [part] });
  }
  return value;
}
