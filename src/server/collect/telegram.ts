// Public Telegram channels through their preview pages (${TELEGRAM_BASE_URL}/s/<channel>), polled every 15
// minutes per channel. The page is read in one linear pass (markup.ts): messages are .tgme_widget_message with
// data-post="<channel>/<id>", their text .tgme_widget_message_text.js-message_text (not a quoted reply's), their
// time <time datetime> inside .tgme_widget_message_date. If that markup is not there (Telegram changed the page),
// health says so and nothing is taken: never text from the wrong element.

import type { SentimentStore } from '../store/types.ts';
import { type Env, httpUrl, list, MINUTE, redactUrl } from './env.ts';
import { describe, nextDelay, type PollingOptions, politeGet } from './http.ts';
import { ItemBuilder } from './items.ts';
import { MAX_DEPTH, readMarkup } from './markup.ts';
import type { PollTask } from './schedule.ts';
import type { CollectorSource } from './source.ts';
import { TextCollector } from './text.ts';

export const DEFAULT_TELEGRAM_BASE_URL = 'https://t.me';
const CHANNEL = /^[A-Za-z0-9_]{5,32}$/;

export interface TelegramSettings {
  channels: string[];
  baseUrl: string;
  intervalMs: number;
  maxBytes: number;
}

/** TELEGRAM_CHANNELS: public channels' names, comma-separated (empty or unset: off); TELEGRAM_BASE_URL. */
export const telegramSource: CollectorSource<'telegram', TelegramSettings | undefined> = {
  platform: 'telegram',
  settings(env: Env): TelegramSettings | undefined {
    const channels = list(env.TELEGRAM_CHANNELS ?? '').map((name) => name.replace(/^@/, ''));
    for (const name of channels) {
      if (!CHANNEL.test(name)) {
        throw new Error(
          `TELEGRAM_CHANNELS: «${name}» no es el nombre de un canal público (de 5 a 32 letras, cifras o _, sin t.me/).`,
        );
      }
    }
    const base = env.TELEGRAM_BASE_URL?.trim();
    const baseUrl = (base ? httpUrl('TELEGRAM_BASE_URL', base) : DEFAULT_TELEGRAM_BASE_URL).replace(/\/+$/, '');
    if (channels.length === 0) return undefined;
    return { channels: [...new Set(channels)], baseUrl, intervalMs: 15 * MINUTE, maxBytes: 2 * 1024 * 1024 };
  },
  offReason: (settings) => (settings ? undefined : 'TELEGRAM_CHANNELS está vacía'),
  describe: ({ channels, baseUrl, intervalMs }) =>
    `lee ${channels.map((channel) => `${redactUrl(baseUrl)}/s/${channel}`).join(', ')} cada ${intervalMs / MINUTE} min`,
  start: (settings, context) => ({ poll: telegramTasks({ ...context, ...settings }), intervalMs: settings.intervalMs }),
};

export interface TelegramOptions extends PollingOptions {
  channels: readonly string[];
  baseUrl: string;
  store: SentimentStore;
}

export interface TelegramMessage {
  id: string;
  /** The plain text of the message's text element. */
  text: string;
  publishedAt: number;
}

/** Messages read per page: a preview page shows about 20; past this it is not Telegram's page. */
export const MAX_PAGE_MESSAGES = 100;

const classes = (attribs: ReadonlyMap<string, string>): string[] => (attribs.get('class') ?? '').split(/\s+/);

/** A message being read: its wrap's depth, and where its date and text elements are while they are open. */
interface OpenMessage {
  post: string;
  depth: number;
  replyDepth?: number;
  dateDepth?: number;
  datetime?: string;
  textDepth?: number;
  text?: TextCollector;
  done?: string;
}

/**
 * The page's messages, or a Spanish reason when the expected markup is missing or the page nests deeper than any
 * page Telegram renders (MAX_DEPTH): read in one linear pass, never as a tree.
 */
export function parseChannelPage(html: string, channel: string): { messages: TelegramMessage[] } | { error: string } {
  let wraps = 0;
  let history = false;
  const read: { post: string; datetime?: string; text?: string }[] = [];
  let current: OpenMessage | undefined;

  const { tooDeep } = readMarkup(
    html,
    {
      open(name, attribs, depth) {
        const names = classes(attribs);
        if (names.includes('tgme_channel_history')) history = true;
        if (!current) {
          if (names.includes('tgme_widget_message') && attribs.has('data-post')) {
            wraps++;
            if (read.length < MAX_PAGE_MESSAGES) current = { post: attribs.get('data-post') ?? '', depth };
          }
          return;
        }
        const message = current;
        if (message.text) {
          message.text.open(name);
          return;
        }
        if (message.replyDepth === undefined && names.includes('tgme_widget_message_reply')) message.replyDepth = depth;
        if (message.datetime === undefined) {
          if (message.dateDepth === undefined && names.includes('tgme_widget_message_date')) message.dateDepth = depth;
          else if (message.dateDepth !== undefined && name === 'time' && attribs.has('datetime')) {
            message.datetime = attribs.get('datetime');
          }
        }
        if (
          message.done === undefined &&
          message.replyDepth === undefined &&
          names.includes('tgme_widget_message_text') &&
          names.includes('js-message_text')
        ) {
          message.textDepth = depth;
          message.text = new TextCollector();
        }
      },
      close(name, depth) {
        const message = current;
        if (!message) return;
        if (message.text) {
          if (depth > (message.textDepth as number)) {
            message.text.close(name);
            return;
          }
          message.done = message.text.result();
          message.text = undefined;
        }
        if (depth === message.replyDepth) message.replyDepth = undefined;
        if (depth === message.dateDepth) message.dateDepth = undefined;
        if (depth === message.depth) {
          read.push({
            post: message.post,
            ...(message.datetime !== undefined ? { datetime: message.datetime } : {}),
            ...(message.done !== undefined ? { text: message.done } : {}),
          });
          current = undefined;
        }
      },
      text(text) {
        current?.text?.text(text);
      },
    },
    { tooDeep: 'stop' },
  );
  if (tooDeep)
    return { error: `la página anida más de ${MAX_DEPTH} elementos: no es una página de Telegram y no se lee` };
  if (wraps === 0) {
    return history
      ? { messages: [] }
      : { error: `el marcado de la página ha cambiado: no hay mensajes .tgme_widget_message ni .tgme_channel_history` };
  }
  const prefix = `${channel.toLowerCase()}/`;
  const messages: TelegramMessage[] = [];
  let withTime = 0;
  let withText = 0;
  for (const { post, datetime, text } of read) {
    const id = post.slice(prefix.length);
    if (!post.toLowerCase().startsWith(prefix) || !/^\d{1,12}$/.test(id)) continue;
    const publishedAt = Date.parse(datetime ?? '');
    if (!Number.isFinite(publishedAt)) continue;
    withTime++;
    if (text === undefined) continue; // a photo or a sticker without a caption
    withText++;
    messages.push({ id, text, publishedAt });
  }
  if (withTime === 0)
    return { error: 'el marcado de la página ha cambiado: ningún mensaje tiene data-post y fecha (time[datetime])' };
  if (withText === 0 && withTime >= 3) {
    return { error: 'el marcado de la página ha cambiado: ningún mensaje tiene texto (.tgme_widget_message_text)' };
  }
  return { messages };
}

export function telegramTasks(options: TelegramOptions): PollTask[] {
  const builder = new ItemBuilder({
    platform: 'telegram',
    requireCoin: true,
    now: options.now,
    onFiltered: (reason) => options.health.filtered(reason),
    store: options.store,
    coins: options.coins,
  });
  return options.channels.map((channel) => {
    let failures = 0;
    return {
      key: `telegram ${channel}`,
      async run(): Promise<number> {
        await builder.ready();
        const result = await politeGet(
          `${options.baseUrl}/s/${channel}`,
          { ...options, headers: { 'User-Agent': options.userAgent, Accept: 'text/html' } },
          options.now(),
        );
        failures = result.kind === 'failed' || result.kind === 'rate-limited' ? failures + 1 : 0;
        const delay = nextDelay(result, options.intervalMs, failures, options.random);
        if (result.kind !== 'ok') {
          if (result.kind === 'not-modified') options.health.success(channel);
          else options.health.error(describe(result) as string, channel);
          return delay;
        }
        const parsed = parseChannelPage(result.body, channel);
        if ('error' in parsed) {
          options.health.error(parsed.error, channel);
          return delay;
        }
        for (const message of parsed.messages) {
          const item = builder.build({
            sourceId: `${channel}/${message.id}`,
            source: channel,
            url: `${options.baseUrl}/${channel}/${message.id}`,
            text: message.text,
            publishedAt: message.publishedAt,
          });
          if (item) options.queue.push(item);
        }
        options.health.success(channel);
        return delay;
      },
    };
  });
}
