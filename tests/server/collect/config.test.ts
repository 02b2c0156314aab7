import { describe, expect, it } from 'vitest';
import { collectConfigFromEnv } from '../../../src/server/collect/collect-settings.ts';
import { redactUrl } from '../../../src/server/collect/env.ts';
import { DEFAULT_NEWS_FEEDS, newsSource } from '../../../src/server/collect/news.ts';
import { COLLECTOR_SOURCES } from '../../../src/server/collect/sources.ts';

describe('collectConfigFromEnv', () => {
  it('has defaults: collecting, the seven feeds, the public Jetstream, Telegram and Reddit off', () => {
    const config = collectConfigFromEnv({});
    expect(config).toMatchObject({
      enabled: true,
      userAgent: 'CriptoPulso/0.1.0 (+https://github.com/criptopulso/crypto-widgets#readme)',
      news: { feeds: [...DEFAULT_NEWS_FEEDS], intervalMs: 600_000 },
      bluesky: { url: 'wss://jetstream2.us-east.bsky.network/subscribe' },
    });
    expect(config.telegram).toBeUndefined();
    expect(config.reddit).toBeUndefined();
    expect(DEFAULT_NEWS_FEEDS).toHaveLength(7);
  });

  it('reads each variable', () => {
    const config = collectConfigFromEnv({
      COLLECT: 'off',
      NEWS_FEEDS: ' https://a.example/feed , http://b.example/rss.xml,',
      BLUESKY_JETSTREAM_URL: '',
      TELEGRAM_CHANNELS: '@cripto_alertas_es,Canal_Dos',
      TELEGRAM_BASE_URL: 'http://127.0.0.1:9000/',
      REDDIT_CLIENT_ID: 'id',
      REDDIT_CLIENT_SECRET: 'secret',
      REDDIT_SUBREDDITS: 'r/Bitcoin, ethereum',
      REDDIT_AUTH_URL: 'http://127.0.0.1:9001/api/v1/access_token',
      REDDIT_API_URL: 'http://127.0.0.1:9001/',
    });
    expect(config.enabled).toBe(false);
    expect(config.news.feeds).toEqual(['https://a.example/feed', 'http://b.example/rss.xml']);
    expect(config.bluesky).toBeUndefined();
    expect(config.telegram).toMatchObject({
      channels: ['cripto_alertas_es', 'Canal_Dos'],
      baseUrl: 'http://127.0.0.1:9000',
    });
    expect(config.reddit).toMatchObject({
      subreddits: ['Bitcoin', 'ethereum'],
      authUrl: 'http://127.0.0.1:9001/api/v1/access_token',
      apiUrl: 'http://127.0.0.1:9001',
    });
    expect(collectConfigFromEnv({ NEWS_FEEDS: '' }).news.feeds).toEqual([]);
    expect(collectConfigFromEnv({ REDDIT_CLIENT_ID: 'a', REDDIT_CLIENT_SECRET: 'b' }).reddit?.subreddits).toEqual([
      'CryptoCurrency',
      'Bitcoin',
      'ethereum',
      'CriptoMonedas',
    ]);
  });

  it.each([
    [{ COLLECT: 'quizá' }, 'COLLECT=quizá: se esperaba on u off.'],
    [
      { NEWS_FEEDS: 'https://a.example/feed,ftp://b.example/x' },
      'NEWS_FEEDS: «ftp://b.example/x» debe empezar por http:// o https://.',
    ],
    [{ NEWS_FEEDS: 'feed.xml' }, 'NEWS_FEEDS: «feed.xml» no es una URL.'],
    [
      { BLUESKY_JETSTREAM_URL: 'https://jetstream.example' },
      'BLUESKY_JETSTREAM_URL: «https://jetstream.example» debe empezar por ws:// o wss://.',
    ],
    [
      { TELEGRAM_CHANNELS: 'bueno_canal,t.me/malo' },
      'TELEGRAM_CHANNELS: «t.me/malo» no es el nombre de un canal público (de 5 a 32 letras, cifras o _, sin t.me/).',
    ],
    [{ TELEGRAM_BASE_URL: 'telegram' }, 'TELEGRAM_BASE_URL: «telegram» no es una URL.'],
    [
      { NEWS_FEEDS: 'ftp://yo:clave@b.example/x?token=t0k3n' },
      'NEWS_FEEDS: «ftp://***@b.example/x?token=***» debe empezar por http:// o https://.',
    ],
    [
      { NEWS_FEEDS: 'yo:clave@feed.xml?token=t0k3n' },
      'NEWS_FEEDS: «***@feed.xml?…» debe empezar por http:// o https://.',
    ],
    [
      { NEWS_FEEDS: '//yo:clave@feeds.example/rss?token=t0k3n' },
      'NEWS_FEEDS: «//***@feeds.example/rss?…» no es una URL.',
    ],
    [
      { REDDIT_CLIENT_ID: 'solo-id' },
      'REDDIT_CLIENT_SECRET: falta; Reddit necesita las dos (REDDIT_CLIENT_ID y REDDIT_CLIENT_SECRET).',
    ],
    [
      { REDDIT_CLIENT_ID: 'a', REDDIT_CLIENT_SECRET: 'b', REDDIT_SUBREDDITS: 'Bitcoin,no vale' },
      'REDDIT_SUBREDDITS: «no vale» no es el nombre de un subreddit.',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => collectConfigFromEnv(env)).toThrow(message);
  });
});

describe('configured URLs in logs and errors', () => {
  it('hide credentials and every query value, keep host, path and query names', () => {
    expect(redactUrl('https://yo:clave@feeds.example/rss?token=t0k3n&cat=btc#frag')).toBe(
      'https://***@feeds.example/rss?token=***&cat=***',
    );
    expect(redactUrl('https://solo-usuario@feeds.example/rss')).toBe('https://***@feeds.example/rss');
    expect(redactUrl('wss://jet.example/subscribe?key=k')).toBe('wss://jet.example/subscribe?key=***');
    // Nothing to hide: shown as written.
    expect(redactUrl('https://www.criptonoticias.com/feed/')).toBe('https://www.criptonoticias.com/feed/');
    expect(redactUrl('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000');
  });

  it('every source’s start-up line shows its URLs redacted', () => {
    const config = collectConfigFromEnv({
      NEWS_FEEDS: 'https://yo:clave@feeds.example/rss?token=t0k3n',
      BLUESKY_JETSTREAM_URL: 'wss://yo:clave@jet.example/subscribe?key=t0k3n',
      TELEGRAM_CHANNELS: 'cripto_alertas_es',
      TELEGRAM_BASE_URL: 'https://yo:clave@tg.example/?key=t0k3n',
    });
    const lines = [
      newsSource.describe(config.news),
      COLLECTOR_SOURCES.bluesky.describe(config.bluesky as NonNullable<typeof config.bluesky>),
      COLLECTOR_SOURCES.telegram.describe(config.telegram as NonNullable<typeof config.telegram>),
    ];
    for (const line of lines) expect(line).not.toMatch(/clave|t0k3n/);
    expect(lines[0]).toContain('https://***@feeds.example/rss?token=***');
    expect(lines[1]).toContain('wss://***@jet.example/subscribe?key=***');
  });
});
