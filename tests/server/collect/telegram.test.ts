import { afterEach, describe, expect, it } from 'vitest';
import { scoreText } from '../../../src/core/sentiment/index.ts';
import { type Collectors, startCollectors } from '../../../src/server/collect/runner.ts';
import { parseChannelPage } from '../../../src/server/collect/telegram.ts';
import { type Local, listen } from '../../../tools/fake-servers.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { FakeTimers, testConfig } from './helpers.ts';

const CHANNEL = 'cripto_alertas_es';

/** One message as t.me/s renders it (markup seen in saved pages and maintained scrapers such as RSSHub's). */
function message(id: number, time: string, inner: string, reply = ''): string {
  return `<div class="tgme_widget_message_wrap js-widget_message_wrap"><div class="tgme_widget_message text_not_supported_wrap js-widget_message" data-post="${CHANNEL}/${id}" data-view="eyJjIjoiMTIzIn0">
  <div class="tgme_widget_message_user"><a href="https://t.me/${CHANNEL}"><i class="tgme_widget_message_user_photo bgcolor2" data-content="C"></i></a></div>
  <div class="tgme_widget_message_bubble">
    <i class="tgme_widget_message_bubble_tail"></i>
    <div class="tgme_widget_message_author accent_color"><a class="tgme_widget_message_owner_name" href="https://t.me/${CHANNEL}"><span dir="auto">Cripto Alertas</span></a></div>
    ${reply}${inner}
    <div class="tgme_widget_message_footer compact js-message_footer">
      <div class="tgme_widget_message_info short js-message_info">
        <span class="tgme_widget_message_views">3.4K</span><span class="copyonly"> views</span>
        <span class="tgme_widget_message_meta"><a class="tgme_widget_message_date" href="https://t.me/${CHANNEL}/${id}"><time datetime="${time}" class="time">11:20</time></a></span>
      </div>
    </div>
  </div>
</div></div>`;
}

const text = (html: string) => `<div class="tgme_widget_message_text js-message_text" dir="auto">${html}</div>`;

const PAGE = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Cripto Alertas – Telegram</title><script>var TWidget = {};</script></head>
<body class="widget_frame_base tgme_webpage_body">
<main class="tgme_main"><div class="tgme_container"><section class="tgme_channel_history js-message_history">
<div class="tgme_widget_message_centered js-messages_more_wrap"><a href="/s/${CHANNEL}?before=5120" class="tme_messages_more js-messages_more" data-before="5120"></a></div>
${message(5120, '2026-11-20T09:15:00+00:00', text('<b>Bitcoin</b> rompe los 90 000 $ y sigue alcista <i class="emoji" style="background-image:url(\'//telegram.org/img/emoji/40/F09F9A80.png\')"><b>🚀</b></i><br/>Más en <a href="https://ejemplo.example/btc" target="_blank" rel="noopener">ejemplo.example</a>'))}
${message(
  5121,
  '2026-11-20T09:40:00+00:00',
  text('Solana cae con fuerza tras la caída de la red'),
  `<a class="tgme_widget_message_reply" href="https://t.me/${CHANNEL}/5119"><div class="tgme_widget_message_author accent_color"><span class="tgme_widget_message_author_name" dir="auto">Cripto Alertas</span></div><div class="tgme_widget_message_text js-message_reply_text" dir="auto">Ethereum a la luna</div></a>`,
)}
${message(5122, '2026-11-20T10:00:00+00:00', '<a class="tgme_widget_message_photo_wrap" href="https://t.me/x" style="background-image:url(\'https://cdn4.telesco.pe/file/x.jpg\')"></a>')}
${message(5123, '2026-11-20T10:20:00+00:00', text('Buenos días a todos, hoy hay reunión a las diez'))}
${message(5124, '2026-11-20T10:40:00+00:00', text('🎁 SORTEO: regalamos 1 BTC a quien comparta este mensaje'))}
${message(5125, '2026-11-20T11:00:00+00:00', text('&lt;script&gt;alert(1)&lt;/script&gt;Cardano sube un 3 % en la sesión de hoy'))}
</section></div></main></body></html>`;

const servers: Local[] = [];
const running: Collectors[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(page: string) {
  const paths: string[] = [];
  const server = await listen((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  servers.push(server);
  const store = new MemoryStore();
  const timers = new FakeTimers();
  const collectors = startCollectors({
    config: testConfig({
      telegram: { channels: [CHANNEL], baseUrl: server.url, intervalMs: 15 * 60_000, maxBytes: 2 * 1024 * 1024 },
    }),
    store,
    now: timers.clock,
    timers,
  });
  running.push(collectors);
  await collectors.firstPass;
  return { server, store, collectors, paths, timers };
}

describe('Telegram collector (t.me/s preview pages)', () => {
  it('takes the channel’s messages: the text of the message, not of the quoted reply; media-only skipped; spam and coinless filtered', async () => {
    const { server, store, collectors, paths, timers } = await start(PAGE);
    expect(paths).toEqual([`/s/${CHANNEL}`]);
    const texts = [
      'Bitcoin rompe los 90 000 $ y sigue alcista 🚀 Más en ejemplo.example',
      'Solana cae con fuerza tras la caída de la red',
      // What the author wrote as text ("<script>…" escaped by Telegram) keeps its words, never its tags.
      'alert(1) Cardano sube un 3 % en la sesión de hoy',
    ];
    expect([...store.items.values()].sort((a, b) => a.publishedAt - b.publishedAt)).toEqual([
      {
        id: `telegram:${CHANNEL}/5120`,
        platform: 'telegram',
        source: CHANNEL,
        url: `${server.url}/${CHANNEL}/5120`,
        publishedAt: Date.parse('2026-11-20T09:15:00Z'),
        lang: 'es',
        text: texts[0],
        coins: ['BTC'],
        score: scoreText(texts[0] as string).score,
        label: 'pos',
      },
      {
        id: `telegram:${CHANNEL}/5121`,
        platform: 'telegram',
        source: CHANNEL,
        url: `${server.url}/${CHANNEL}/5121`,
        publishedAt: Date.parse('2026-11-20T09:40:00Z'),
        lang: 'es',
        text: texts[1],
        coins: ['SOL'],
        score: scoreText(texts[1] as string).score,
        label: 'neg',
      },
      {
        id: `telegram:${CHANNEL}/5125`,
        platform: 'telegram',
        source: CHANNEL,
        url: `${server.url}/${CHANNEL}/5125`,
        publishedAt: Date.parse('2026-11-20T11:00:00Z'),
        lang: 'es',
        text: texts[2],
        coins: ['ADA'],
        score: scoreText(texts[2] as string).score,
        label: scoreText(texts[2] as string).label,
      },
    ]);
    for (const item of store.items.values()) expect(item.text).not.toMatch(/[<>]/);
    expect(collectors.health().find((h) => h.collector === 'telegram')).toEqual({
      collector: 'telegram',
      enabled: true,
      lastSuccessAt: timers.now,
      itemsTaken: 3,
      filtered: { no_coin: 1, spam: 1 },
      sources: { [CHANNEL]: { lastSuccessAt: timers.now, items: 3 } },
    });
    expect(collectors.scheduler.nextAt(`telegram ${CHANNEL}`)).toBe(timers.now + 15 * 60_000);
  });

  it('takes nothing and says so when the markup changed', async () => {
    const changed = `<!DOCTYPE html><html><body><main><div class="channel-feed"><article class="post" id="p-5120"><p>Bitcoin sube con fuerza hoy</p><span class="date">2026-11-20</span></article></div></main></body></html>`;
    const { store, collectors } = await start(changed);
    expect(store.items.size).toBe(0);
    const health = collectors.health().find((h) => h.collector === 'telegram');
    expect(health?.sources?.[CHANNEL]?.lastError).toBe(
      'el marcado de la página ha cambiado: no hay mensajes .tgme_widget_message ni .tgme_channel_history',
    );
    expect(health?.itemsTaken).toBe(0);
    expect(health?.lastSuccessAt).toBeUndefined();
  });

  it('takes nothing when messages lose their dates or their text element', () => {
    const noDates = PAGE.replaceAll(/<time datetime="[^"]+"/g, '<time');
    expect(parseChannelPage(noDates, CHANNEL)).toEqual({
      error: 'el marcado de la página ha cambiado: ningún mensaje tiene data-post y fecha (time[datetime])',
    });
    const noText = PAGE.replaceAll('tgme_widget_message_text js-message_text', 'message-text');
    expect(parseChannelPage(noText, CHANNEL)).toEqual({
      error: 'el marcado de la página ha cambiado: ningún mensaje tiene texto (.tgme_widget_message_text)',
    });
    // Another channel's messages on the page are not this channel's.
    expect(parseChannelPage(PAGE.replaceAll(`data-post="${CHANNEL}/`, 'data-post="otro_canal/'), CHANNEL)).toEqual({
      error: 'el marcado de la página ha cambiado: ningún mensaje tiene data-post y fecha (time[datetime])',
    });
  });

  it('refuses a page nesting 100 000 elements, says why in its health, and reads the next good page', async () => {
    // Issue 33: 100 000 nested <b> stalled 10.8 s, then overflowed the stack, and the channel never showed in health.
    let page = `<!DOCTYPE html><html><body><section class="tgme_channel_history">${message(
      5130,
      '2026-11-20T11:00:00+00:00',
      text(`${'<b>'.repeat(100_000)}Bitcoin sube con fuerza`),
    )}</section></body></html>`;
    const server = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    });
    servers.push(server);
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const collectors = startCollectors({
      config: testConfig({
        telegram: { channels: [CHANNEL], baseUrl: server.url, intervalMs: 15 * 60_000, maxBytes: 2 * 1024 * 1024 },
      }),
      store,
      now: timers.clock,
      timers,
    });
    running.push(collectors);
    await collectors.firstPass;
    expect(store.items.size).toBe(0);
    const health = () => collectors.health().find((h) => h.collector === 'telegram');
    expect(health()?.sources?.[CHANNEL]).toEqual({
      lastErrorAt: timers.now,
      lastError: 'la página anida más de 512 elementos: no es una página de Telegram y no se lee',
      items: 0,
    });
    page = PAGE;
    timers.now = collectors.scheduler.nextAt(`telegram ${CHANNEL}`) as number;
    await collectors.scheduler.tick();
    await collectors.queue.flush();
    expect(store.items.size).toBe(3);
    expect(health()?.sources?.[CHANNEL]?.lastSuccessAt).toBe(timers.now);
  });

  it('reads a message whose text nests deep but within bounds, and no markup from it', () => {
    const page = `<section class="tgme_channel_history">${message(
      5131,
      '2026-11-20T11:00:00+00:00',
      text(`${'<b>'.repeat(400)}Bitcoin <script>alert(1)</script>sube${'</b>'.repeat(400)}`),
    )}</section>`;
    expect(parseChannelPage(page, CHANNEL)).toEqual({
      messages: [{ id: '5131', text: 'Bitcoin sube', publishedAt: Date.parse('2026-11-20T11:00:00Z') }],
    });
  });

  it('an empty channel history is no error', () => {
    expect(parseChannelPage('<section class="tgme_channel_history js-message_history"></section>', CHANNEL)).toEqual({
      messages: [],
    });
  });
});
