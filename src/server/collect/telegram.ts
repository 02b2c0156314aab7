// Public Telegram channels through their preview pages (${TELEGRAM_BASE_URL}/s/<channel>), polled every 15
// minutes per channel. The page is parsed with htmlparser2: messages are .tgme_widget_message with
// data-post="<channel>/<id>", their text .tgme_widget_message_text.js-message_text (not a quoted reply's), their
// time <time datetime> inside .tgme_widget_message_date. If that markup is not there (Telegram changed the page),
// health says so and nothing is taken: never text from the wrong element.

import { DomUtils, parseDocument } from 'htmlparser2';
import { type Env, httpUrl, list, MINUTE } from './env.ts';
import { describe, nextDelay, type PollingOptions, politeGet } from './http.ts';
import { ItemBuilder } from './items.ts';
import type { PollTask } from './schedule.ts';
import type { CollectorSource } from './source.ts';
import { htmlToText } from './text.ts';

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
    `lee ${channels.map((channel) => `${baseUrl}/s/${channel}`).join(', ')} cada ${intervalMs / MINUTE} min`,
  start: (settings, context) => ({ poll: telegramTasks({ ...context, ...settings }), intervalMs: settings.intervalMs }),
};

type Element = ReturnType<typeof DomUtils.findAll>[number];

export interface TelegramOptions extends PollingOptions {
  channels: readonly string[];
  baseUrl: string;
}

export interface TelegramMessage {
  id: string;
  /** HTML of the message's text element (read as text by the item builder's path). */
  text: string;
  publishedAt: number;
}

const hasClass = (element: Element, name: string): boolean => (element.attribs.class ?? '').split(/\s+/).includes(name);

function inside(element: Element, className: string, stop: Element): boolean {
  for (let node = element.parent; node && node !== stop; node = node.parent) {
    if ('attribs' in node && hasClass(node as Element, className)) return true;
  }
  return false;
}

/** The page's messages, or a Spanish reason when the expected markup is missing. */
export function parseChannelPage(html: string, channel: string): { messages: TelegramMessage[] } | { error: string } {
  const document = parseDocument(html, { decodeEntities: true });
  const wraps = DomUtils.findAll(
    (element) => hasClass(element, 'tgme_widget_message') && 'data-post' in element.attribs,
    document.children,
  );
  const history = DomUtils.findOne((element) => hasClass(element, 'tgme_channel_history'), document.children);
  if (wraps.length === 0) {
    return history
      ? { messages: [] }
      : { error: `el marcado de la página ha cambiado: no hay mensajes .tgme_widget_message ni .tgme_channel_history` };
  }
  const prefix = `${channel.toLowerCase()}/`;
  const messages: TelegramMessage[] = [];
  let withTime = 0;
  let withText = 0;
  for (const wrap of wraps) {
    const post = wrap.attribs['data-post'] ?? '';
    const id = post.slice(prefix.length);
    if (!post.toLowerCase().startsWith(prefix) || !/^\d{1,12}$/.test(id)) continue;
    const dateLink = DomUtils.findOne((element) => hasClass(element, 'tgme_widget_message_date'), wrap.children);
    const time =
      dateLink &&
      DomUtils.findOne((element) => element.name === 'time' && 'datetime' in element.attribs, dateLink.children);
    const publishedAt = time ? Date.parse(time.attribs.datetime ?? '') : Number.NaN;
    if (!Number.isFinite(publishedAt)) continue;
    withTime++;
    const textElement = DomUtils.findOne(
      (element) =>
        hasClass(element, 'tgme_widget_message_text') &&
        hasClass(element, 'js-message_text') &&
        !inside(element, 'tgme_widget_message_reply', wrap),
      wrap.children,
    );
    if (!textElement) continue; // a photo or a sticker without a caption
    withText++;
    messages.push({ id, text: DomUtils.getOuterHTML(textElement), publishedAt });
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
  });
  return options.channels.map((channel) => {
    let failures = 0;
    return {
      key: `telegram ${channel}`,
      async run(): Promise<number> {
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
            text: htmlToText(message.text),
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
