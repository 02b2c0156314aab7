// npm run eval: the scorer (dist/sentiment.js) against public human-labelled corpora, beside plain VADER (the
// vader-sentiment port) and the majority class, in the same run. Corpora are read from CORPORA_DIR (default
// ../shared/corpora beside the repository), one folder each in its original format: see docs/sentimiento.md.
// A corpus that is not there is named with where to put it; the run does not fail for it.
// Only the held-out splits are printed; `npm run eval -- --tuning` prints the training splits (and UMSAB's validation
// split), the only ones tuned on.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vader from 'vader-sentiment';
import { scoreText } from '../dist/sentiment.js';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CORPORA = resolve(ROOT, process.env.CORPORA_DIR ?? '../shared/corpora');
const TUNING = process.argv.includes('--tuning');

/** RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes). */
function csv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows of a CSV with a header, as objects. */
function table(path) {
  const [header, ...rows] = csv(readFileSync(path, 'utf8'));
  return rows.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

// The gold-label rules, fixed before any tuning (docs/sentimiento.md).
const VADER_BAND = 0.5;
const SETS = [
  {
    name: 'vader-tweets',
    title: 'VADER tweets (en, general)',
    lang: 'en',
    files: ['tweets_GroundTruth.txt'],
    held: () => {
      const text = readFileSync(join(CORPORA, 'vader-tweets/tweets_GroundTruth.txt'), 'latin1');
      return text
        .split('\n')
        .map((line) => line.split('\t'))
        .filter((r) => r.length >= 3)
        .map(([, mean, text]) => ({
          text,
          value: Number(mean),
          gold: Number(mean) > VADER_BAND ? 'pos' : Number(mean) < -VADER_BAND ? 'neg' : 'neu',
        }));
    },
  },
  {
    name: 'twitter-financial-news',
    title: 'Twitter Financial News (en, finance) valid',
    lang: 'en',
    files: ['sent_valid.csv'],
    trainFiles: ['sent_train.csv'],
    read: (file) =>
      table(join(CORPORA, 'twitter-financial-news', file)).map((r) => ({
        text: r.text,
        gold: { 0: 'neg', 1: 'pos', 2: 'neu' }[r.label],
      })),
    held: (self) => self.read('sent_valid.csv'),
    train: (self) => self.read('sent_train.csv'),
  },
  {
    name: 'finances-2023',
    title: 'FinancES 2023 (es, finance) test',
    lang: 'es',
    files: ['FinancES_phase_2_test_codalab.csv'],
    trainFiles: ['FinancES_phase_2_train_public.csv'],
    read: (file) =>
      table(join(CORPORA, 'finances-2023', file)).map((r) => ({
        text: r.text,
        gold: { positive: 'pos', postive: 'pos', negative: 'neg', neutral: 'neu' }[r.target_sentiment.trim()],
      })),
    held: (self) => self.read('FinancES_phase_2_test_codalab.csv'),
    train: (self) => self.read('FinancES_phase_2_train_public.csv'),
  },
  {
    name: 'sentimp-21',
    title: 'SentiMP-21 es (es, politics)',
    lang: 'es',
    files: ['sp_simple.csv'],
    held: () =>
      table(join(CORPORA, 'sentimp-21/sp_simple.csv')).map((r) => ({
        text: r.full_text,
        gold: { 1: 'pos', '-1': 'neg', 0: 'neu' }[r.final_label.trim()],
      })),
  },
  {
    name: 'sentimp-21',
    title: 'SentiMP-21 uk (en, politics)',
    lang: 'en',
    files: ['uk_simple.csv'],
    held: () =>
      table(join(CORPORA, 'sentimp-21/uk_simple.csv')).map((r) => ({
        text: r.full_text,
        gold: { 1: 'pos', '-1': 'neg', 0: 'neu' }[r.final_label.trim()],
      })),
  },
  // Two more general English sets, optional and local (their licences allow research use, not redistribution here):
  // never tuned on, held out whole.
  {
    name: 'sentiment140',
    title: 'Sentiment140 test (en, general; opcional, local)',
    lang: 'en',
    files: ['testdata.manual.2009.06.14.csv'],
    // the label is the first field (0 neg, 2 neu, 4 pos), the text the last: both the 6-field original and the
    // 2-field copies read the same
    held: () =>
      csv(readFileSync(join(CORPORA, 'sentiment140/testdata.manual.2009.06.14.csv'), 'utf8'))
        .filter((r) => r.length >= 2)
        .map((r) => ({ text: r.at(-1), gold: { 0: 'neg', 2: 'neu', 4: 'pos' }[r[0].trim()] }))
        .filter((item) => item.gold),
  },
  {
    name: 'sanders',
    title: 'Sanders (en, marcas; opcional, local)',
    lang: 'en',
    files: ['full-corpus.csv'],
    // "irrelevant" tweets (off-topic or not English) have no polarity: left out
    held: () =>
      table(join(CORPORA, 'sanders/full-corpus.csv'))
        .map((r) => ({ text: r.TweetText, gold: { positive: 'pos', negative: 'neg', neutral: 'neu' }[r.Sentiment] }))
        .filter((item) => item.gold),
  },
  // Two English development sets (Crowdflower's "Data for Everyone", CC BY-NC-SA 4.0; optional and local): tuning
  // only, printed with --tuning. Political and customer-service tweets, which the other tuning splits lack.
  ...[
    ['gop-debate', 'Sentiment.csv', 'GOP debate (en, política)', 'sentiment'],
    ['airline', 'Tweets.csv', 'Twitter US Airline (en, atención al cliente)', 'airline_sentiment'],
  ].map(([name, file, title, column]) => ({
    name,
    title,
    lang: 'en',
    tuningOnly: true,
    files: [file],
    trainFiles: [file],
    train: () =>
      table(join(CORPORA, name, file))
        .map((r) => ({
          text: r.text.replace(/&amp;/g, '&'),
          gold: { positive: 'pos', negative: 'neg', neutral: 'neu' }[r[column].toLowerCase()],
        }))
        .filter((item) => item.gold),
  })),
  // UMSAB (XLM-T): InterTASS 2017 (es) and SemEval-2017 (en) general tweets, one text and one label (0 neg, 1 neu,
  // 2 pos) per line. Optional and local only: TASS forbids redistributing the texts, so it never goes in shared/.
  ...[
    ['spanish', 'es'],
    ['english', 'en'],
  ].map(([folder, lang]) => {
    const read = (split) => {
      const texts = readFileSync(join(CORPORA, 'umsab', folder, `${split}_text.txt`), 'utf8').split('\n');
      const labels = readFileSync(join(CORPORA, 'umsab', folder, `${split}_labels.txt`), 'utf8').split('\n');
      return texts
        .map((text, i) => ({ text, gold: { 0: 'neg', 1: 'neu', 2: 'pos' }[labels[i]?.trim()] }))
        .filter((item) => item.text.trim() && item.gold);
    };
    return {
      name: 'umsab',
      title: `UMSAB ${lang} (${lang}, general; opcional, local) test`,
      lang,
      files: [`${folder}/test_text.txt`, `${folder}/test_labels.txt`],
      trainFiles: [`${folder}/train_text.txt`, `${folder}/train_labels.txt`],
      held: () => read('test'),
      train: () => read('train'),
      // the validation split is a tuning split too (looked at while tuning), printed with --tuning
      val: () => (existsSync(join(CORPORA, 'umsab', folder, 'val_text.txt')) ? read('val') : []),
    };
  }),
];

const LABELS = ['pos', 'neg', 'neu'];
const labelOf = (score) => (score >= 0.05 ? 'pos' : score <= -0.05 ? 'neg' : 'neu');

function metrics(gold, predicted, labels = LABELS) {
  let right = 0;
  for (let i = 0; i < gold.length; i++) if (gold[i] === predicted[i]) right++;
  let f1 = 0;
  for (const label of labels) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (let i = 0; i < gold.length; i++) {
      if (predicted[i] === label && gold[i] === label) tp++;
      else if (predicted[i] === label) fp++;
      else if (gold[i] === label) fn++;
    }
    const p = tp / (tp + fp || 1);
    const r = tp / (tp + fn || 1);
    f1 += p + r ? (2 * p * r) / (p + r) : 0;
  }
  return { accuracy: right / gold.length, macroF1: f1 / labels.length };
}

function pearson(a, b) {
  const n = a.length;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  let s = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    s += (a[i] - ma) * (b[i] - mb);
    sa += (a[i] - ma) ** 2;
    sb += (b[i] - mb) ** 2;
  }
  return s / Math.sqrt(sa * sb);
}

const fmt = (x) => (x === undefined ? '–' : x.toFixed(3));
const rows = [];

function evaluate(title, items, lang, labels = LABELS) {
  const gold = items.map((item) => item.gold);
  const ours = items.map((item) => scoreText(item.text));
  const vaderScores = items.map((item) => vader.SentimentIntensityAnalyzer.polarity_scores(item.text).compound);
  const counts = {};
  for (const g of gold) counts[g] = (counts[g] ?? 0) + 1;
  const majority = Object.entries(counts).sort((a, b) => b[1] - a[1])[0][0];
  const continuous = items[0]?.value !== undefined ? items.map((item) => item.value) : undefined;
  const result = {
    title,
    n: items.length,
    ours: metrics(
      gold,
      ours.map((r) => r.label),
      labels,
    ),
    vader: metrics(gold, vaderScores.map(labelOf), labels),
    majority: {
      ...metrics(
        gold,
        gold.map(() => majority),
        labels,
      ),
      label: majority,
    },
    detected: ours.filter((r) => r.lang === lang).length / items.length,
    // Texts no rule or word moved: read as neutral whatever they say (issue 34: at most 10 % on social corpora).
    zero: {
      ours: ours.filter((r) => r.score === 0).length / items.length,
      vader: vaderScores.filter((v) => v === 0).length / items.length,
    },
  };
  if (continuous) {
    result.ours.r = pearson(
      ours.map((r) => r.score),
      continuous,
    );
    result.vader.r = pearson(vaderScores, continuous);
  }
  rows.push(result);
}

console.log(`Corpus: ${CORPORA}${TUNING ? ' (particiones de ajuste)' : ' (particiones reservadas)'}\n`);
for (const set of SETS) {
  if (TUNING ? !set.trainFiles : set.tuningOnly) continue;
  const missing = (TUNING ? set.trainFiles : set.files).filter((file) => !existsSync(join(CORPORA, set.name, file)));
  if (missing.length > 0) {
    console.log(
      `Falta ${set.title}: pon ${missing.map((f) => `${set.name}/${f}`).join(', ')} en ${CORPORA} (ver docs/sentimiento.md). Se omite.`,
    );
    continue;
  }
  if (TUNING) {
    evaluate(`${set.title.replace(/ (valid|test)$/, '')} train`, set.train(set), set.lang);
    const val = set.val?.() ?? [];
    if (val.length > 0) evaluate(`${set.title.replace(/ (valid|test)$/, '')} val`, val, set.lang);
  } else evaluate(set.title, set.held(set), set.lang);
}
if (!TUNING) {
  // Always there: the UCI sentences shipped in the `sentiment` package (binary, no neutral).
  for (const name of ['amazon', 'imdb', 'yelp']) {
    const items = require(`sentiment/test/fixtures/${name}.json`)
      .filter((r) => r.text)
      .map((r) => ({ text: r.text, gold: r.class === 1 ? 'pos' : 'neg' }));
    evaluate(`UCI ${name} (en, binario: F1 sobre pos/neg)`, items, 'en', ['pos', 'neg']);
  }
}

// Other languages must be reported as such, never scored (UMSAB's other tweets, optional and local): the share read
// as "other", on the test splits (the train splits with --tuning, which chose other-cues.json's words).
const others = ['french', 'german', 'italian', 'portuguese', 'arabic', 'hindi'].filter((folder) =>
  existsSync(join(CORPORA, 'umsab', folder, `${TUNING ? 'train' : 'test'}_text.txt`)),
);

console.log(
  '| corpus | n | nuestro acc / F1 macro / r | VADER acc / F1 macro / r | mayoritaria acc / F1 macro | idioma detectado | en 0: nuestro / VADER |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.title} | ${r.n} | ${fmt(r.ours.accuracy)} / **${fmt(r.ours.macroF1)}** / ${fmt(r.ours.r)} | ${fmt(r.vader.accuracy)} / ${fmt(r.vader.macroF1)} / ${fmt(r.vader.r)} | ${fmt(r.majority.accuracy)} / ${fmt(r.majority.macroF1)} (${r.majority.label}) | ${(r.detected * 100).toFixed(1)} % | ${(r.zero.ours * 100).toFixed(1)} % / ${(r.zero.vader * 100).toFixed(1)} % |`,
  );
}

if (others.length > 0) {
  console.log(`\nOtros idiomas (UMSAB ${TUNING ? 'train' : 'test'}, opcional, local): leídos como «otro»\n`);
  console.log('| idioma | n | «otro» | es | en |');
  console.log('|---|---|---|---|---|');
  for (const folder of others) {
    const texts = readFileSync(join(CORPORA, 'umsab', folder, `${TUNING ? 'train' : 'test'}_text.txt`), 'utf8')
      .split('\n')
      .filter((text) => text.trim());
    const read = { es: 0, en: 0, other: 0 };
    for (const text of texts) read[scoreText(text).lang]++;
    const share = (k) => `${((read[k] / texts.length) * 100).toFixed(1)} %`;
    console.log(`| ${folder} | ${texts.length} | **${share('other')}** | ${share('es')} | ${share('en')} |`);
  }
}
