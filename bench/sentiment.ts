// The sentiment scorer's speed: texts per second of ours (src/core/sentiment, the code dist/sentiment.js holds) and of the vader-sentiment
// port on the same short texts, in the same run, one core; then through POST /api/sentiment (1 000 texts a request,
// one request at a time, the server in this process). The texts: the 3 000 UCI sentences the `sentiment`
// package ships (always here), and the 4 200 VADER tweets when CORPORA_DIR has them (docs/sentimiento.md).

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import vader from 'vader-sentiment';
import { scoreText } from '../src/core/sentiment/index.ts';
import { configFromEnv } from '../src/server/api-settings.ts';
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
  /** Ours on Spanish tweets (SentiMP-21 es, when CORPORA_DIR has it), texts per second; 0 without them. */
  spanish: number;
  /** Ours over the vader-sentiment port on those same Spanish tweets, measured in the same rounds. */
  spanishRatio: number;
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

/** The `full_text` column of SentiMP-21's CSV (quoted fields, doubled quotes, newlines inside quotes). */
function spanishTweets(): string[] {
  const file = join(resolve(process.env.CORPORA_DIR ?? '../shared/corpora'), 'sentimp-21/sp_simple.csv');
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += c;
  }
  const column = rows[0]?.indexOf('full_text') ?? -1;
  return column < 0
    ? []
    : rows
        .slice(1)
        .map((r) => r[column] ?? '')
        .filter((t) => t.trim());
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
  // Spanish takes other paths (forms not in the lexicon: laughter, diminutives, prefixes): measured on its own,
  // beside the port on the same tweets, alternating, so that the ratio holds on a busy machine
  const tweets = spanishTweets();
  // 418 tweets are too few for a steady figure: repeated to the English set's size
  const spanishTexts =
    tweets.length > 0 ? Array.from({ length: texts.length }, (_, i) => tweets[i % tweets.length] as string) : [];
  const spanish: number[] = [];
  const spanishVader: number[] = [];
  if (spanishTexts.length > 0) {
    rate(spanishTexts, scoreText);
    rate(spanishTexts, vaderScore);
    for (let round = 0; round < rounds; round++) {
      spanish.push(rate(spanishTexts, scoreText));
      spanishVader.push(rate(spanishTexts, vaderScore));
    }
  }

  const { url, close } = await startNodeServer({
    config: configFromEnv({ SENTIMENT_RATE_LIMIT: '100000', SENTIMENT_CHAR_LIMIT: '1000000000' }),
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
    spanish: spanish.length > 0 ? Math.round(median(spanish)) : 0,
    spanishRatio: spanish.length > 0 ? Math.round((median(spanish) / median(spanishVader)) * 10) / 10 : 0,
  };
  const n = new Intl.NumberFormat('es-ES');
  console.log(
    `\nSentimiento (${n.format(result.texts)} textos de ${result.averageChars} caracteres de media, mediana de ${rounds} rondas)\n` +
      '| Nuestro (textos/s) | vader-sentiment (textos/s) | Cociente | POST /api/sentiment (textos/s) |\n' +
      '| --- | --- | --- | --- |\n' +
      `| ${n.format(result.ours)} | ${n.format(result.vader)} | ${n.format(result.ratio)}× | ${n.format(result.http)} |` +
      (result.spanish > 0
        ? `\nNuestro en español (los ${n.format(tweets.length)} tuits de SentiMP-21 es, de ${Math.round(tweets.reduce((sum, t) => sum + t.length, 0) / tweets.length)} caracteres de media): ${n.format(result.spanish)} textos/s, ${n.format(result.spanishRatio)}× vader-sentiment en los mismos`
        : ''),
  );
  return result;
}
