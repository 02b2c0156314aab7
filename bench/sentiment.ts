// The sentiment scorer's speed: texts per second of ours (src/core/sentiment, the code dist/sentiment.js holds) and of the vader-sentiment
// port on the same short texts, in the same run, one core; then through POST /api/sentiment (1 000 texts a request,
// one request at a time, the server in this process). The texts: the 3 000 UCI sentences the `sentiment`
// package ships (always here), and the 4 200 VADER tweets when CORPORA_DIR has them (docs/sentimiento.md).

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import vader from 'vader-sentiment';
import { scoreText } from '../src/core/sentiment/index.ts';
import { configFromEnv } from '../src/server/config.ts';
import { startNodeServer } from '../src/server/node.ts';

export interface SentimentSpeed {
  texts: number;
  averageChars: number;
  /** Median of the rounds, texts per second. */
  ours: number;
  vader: number;
  ratio: number;
  /** Through HTTP: texts per second, 1 000 a request. */
  http: number;
}

const require = createRequire(import.meta.url);

function shortTexts(): string[] {
  const texts: string[] = [];
  for (const name of ['amazon', 'imdb', 'yelp']) {
    for (const row of require(`sentiment/test/fixtures/${name}.json`) as { text: string }[])
      if (row.text) texts.push(row.text);
  }
  const tweets = join(resolve(process.env.CORPORA_DIR ?? '../shared/corpora'), 'vader-tweets/tweets_GroundTruth.txt');
  if (existsSync(tweets)) {
    for (const line of readFileSync(tweets, 'latin1').split('\n')) {
      const text = line.split('\t')[2];
      if (text) texts.push(text);
    }
  }
  return texts;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function rate(texts: readonly string[], score: (text: string) => unknown): number {
  const start = performance.now();
  for (const text of texts) score(text);
  return texts.length / ((performance.now() - start) / 1000);
}

export async function measureSentiment(rounds = 7): Promise<SentimentSpeed> {
  const texts = shortTexts();
  const vaderScore = (text: string) => vader.SentimentIntensityAnalyzer.polarity_scores(text);
  // Warm both up (JIT), then alternate so that both see the same machine.
  rate(texts, scoreText);
  rate(texts, vaderScore);
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    ours.push(rate(texts, scoreText));
    theirs.push(rate(texts, vaderScore));
  }

  const { url, close } = await startNodeServer({
    config: configFromEnv({ SENTIMENT_RATE_LIMIT: '100000' }),
    port: 0,
    hostname: '127.0.0.1',
    log: () => {},
  });
  let http = 0;
  try {
    const batches: string[] = [];
    for (let i = 0; i < texts.length; i += 1000) batches.push(JSON.stringify({ texts: texts.slice(i, i + 1000) }));
    const post = (body: string) =>
      fetch(`${url}/api/sentiment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        (response) => response.json(),
      );
    for (const body of batches) await post(body);
    const rates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const start = performance.now();
      for (const body of batches) await post(body);
      rates.push(texts.length / ((performance.now() - start) / 1000));
    }
    http = median(rates);
  } finally {
    await close();
  }
  const result = {
    texts: texts.length,
    averageChars: Math.round(texts.reduce((sum, text) => sum + text.length, 0) / texts.length),
    ours: Math.round(median(ours)),
    vader: Math.round(median(theirs)),
    ratio: Math.round((median(ours) / median(theirs)) * 10) / 10,
    http: Math.round(http),
  };
  const n = new Intl.NumberFormat('es-ES');
  console.log(
    `\nSentimiento (${n.format(result.texts)} textos de ${result.averageChars} caracteres de media, mediana de ${rounds} rondas)\n` +
      '| Nuestro (textos/s) | vader-sentiment (textos/s) | Cociente | POST /api/sentiment (textos/s) |\n' +
      '| --- | --- | --- | --- |\n' +
      `| ${n.format(result.ours)} | ${n.format(result.vader)} | ${n.format(result.ratio)}× | ${n.format(result.http)} |`,
  );
  return result;
}
