// The scorer: each phenomenon it reads, in Spanish and in English, with the exact weights of VADER's rules
// (docs/sentimiento.md) and of our domain lexicons.

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreText } from '../../../src/core/sentiment/index.ts';

/** VADER's normalisation of a sum of weights into −1…1 (α = 15), rounded as the scorer rounds. */
const normalised = (sum: number) => Math.round((sum / Math.sqrt(sum * sum + 15)) * 10000) / 10000;
const hitsOf = (text: string, lang?: 'es' | 'en') =>
  scoreText(text, lang ? { lang } : {}).hits.map((hit) => [hit.text, hit.weight]);

describe('negation flips a word (×−0.74, up to three words back)', () => {
  // in Spanish a word that ends negative (bajista; a negated alcista) weighs ×1.5 more: 2.2 × −0.74 × 1.5 = −2.442
  it.each([
    ['Bitcoin es alcista', 'Bitcoin no es alcista', 'alcista', 'es', 2.2, -2.442],
    ['Bitcoin is bullish', 'Bitcoin is not bullish', 'bullish', 'en', 2.2, -1.628],
    ['Bitcoin is bullish', "Bitcoin isn't bullish", 'bullish', 'en', 2.2, -1.628],
    ['Ethereum es bajista', 'Ethereum nunca fue bajista', 'bajista', 'es', -3.3, 1.628],
  ])('%s → %s', (plain, negated, word, lang, weight, flipped) => {
    const before = scoreText(plain);
    const after = scoreText(negated);
    expect(before.lang).toBe(lang);
    expect(after.lang).toBe(lang);
    expect(before.hits).toEqual([{ text: word, weight }]);
    expect(after.hits).toEqual([{ text: word, weight: flipped }]);
    expect(after.label).toBe(before.label === 'pos' ? 'neg' : 'pos');
    expect(after.score).toBe(normalised(flipped));
  });
});

it('"least" before a word negates it, as in VADER; "at least" does not', () => {
  expect(hitsOf('the least bullish take')).toEqual([['bullish', -1.628]]);
  expect(hitsOf('at least bullish today')).toEqual([['bullish', 2.2]]);
});

describe('intensifiers raise and diminishers lower a word by 0.293', () => {
  it.each([
    ['Bitcoin es muy alcista', 2.493, 0.5413],
    ['Bitcoin es algo alcista', 1.907, 0.4417],
    ['Bitcoin is extremely bullish', 2.493, 0.5413],
    ['Bitcoin is slightly bullish', 1.907, 0.4417],
    // (−1.3 − 0.293) × 1.5 = −2.3895: a Spanish word that ends negative weighs ×1.5 more
    ['Fuerte caída del bitcoin', -2.389, -0.5251],
  ])('%s', (text, weight, score) => {
    const [hit] = scoreText(text).hits;
    expect(hit?.weight).toBe(weight);
    expect(scoreText(text).score).toBe(score);
  });
});

describe('contrast: before "pero"/"but" counts half, after it one and a half', () => {
  it.each([
    // in Spanish a word that ends negative weighs ×1.5 more (negative weighting)
    ['Bitcoin es alcista pero Ethereum es bajista', 'es', -4.95],
    ['Bitcoin is bullish but Ethereum is bearish', 'en', -3.3],
  ])('%s', (text, lang, after) => {
    const result = scoreText(text);
    expect(result.lang).toBe(lang);
    expect(result.hits.map((hit) => hit.weight)).toEqual([1.1, after]);
    expect(result.score).toBe(normalised(1.1 + after));
    expect(result.label).toBe('neg');
  });

  it('"sin embargo" is a contrast, not a negation', () => {
    expect(scoreText('Bitcoin es bajista; sin embargo, Ethereum es alcista').hits.map((hit) => hit.weight)).toEqual([
      -1.65, 3.3,
    ]);
  });
});

describe('capitals and exclamation marks', () => {
  it.each([
    ['Bitcoin es ALCISTA', 2.933],
    ['Bitcoin is BULLISH', 2.933],
  ])('a word in capitals among lowercase words shouts (+0.733): %s', (text, weight) => {
    expect(scoreText(text).hits).toEqual([{ text: text.split(' ').at(-1)?.toLowerCase(), weight }]);
  });

  it('a text all in capitals does not shout, and domain acronyms (FUD, ATH) never do', () => {
    expect(scoreText('BITCOIN ES ALCISTA').hits).toEqual([{ text: 'alcista', weight: 2.2 }]);
    expect(scoreText('Otra vez FUD en el mercado').hits).toEqual([{ text: 'fud', weight: -2.25 }]);
  });

  it.each([
    ['Bitcoin es alcista!!!', 2.2, 0.876],
    ['Bitcoin is bullish!!!', 2.2, 0.876],
    ['Bitcoin es bajista!!!!!!', -3.3, -1.168],
  ])('"!" adds 0.292 each (up to four) in the direction of the sum: %s', (text, word, bang) => {
    const result = scoreText(text);
    expect(result.hits.map((hit) => hit.weight)).toEqual([word, bang]);
    expect(result.score).toBe(normalised(word + bang));
  });

  it('"!" alone moves nothing', () => {
    expect(scoreText('El bitcoin cotiza hoy!!!').score).toBe(0);
  });
});

describe('emoji and emoticons', () => {
  it.each([
    ['Bitcoin hoy 🚀', 2.5, 'es'],
    ['Bitcoin today 🚀', 2.5, 'en'],
    ['Bitcoin hoy 📉', -2, 'es'],
    ['My portfolio today 💀', -1.5, 'en'],
    ['Bitcoin hoy :)', 2, 'es'],
    ['Bitcoin today :(', -2, 'en'],
  ])('%s', (text, weight, lang) => {
    const result = scoreText(text);
    expect(result.lang).toBe(lang);
    expect(result.hits.map((hit) => hit.weight)).toEqual([weight]);
    expect(result.score).toBe(normalised(weight));
  });

  it("the emoticons of Spanish-speaking social media weigh as VADER's emoticon of the same meaning", () => {
    const signs = (text: string) => scoreText(text, { lang: 'es' }).hits;
    expect(signs('lo conseguí ^^')).toEqual([{ text: '^^', weight: 2 }]);
    expect(signs('lo conseguí ^_^')).toEqual([{ text: '^_^', weight: 2 }]);
    expect(signs('otra vez -_-')).toEqual([{ text: '-_-', weight: -1.4 }]);
    expect(signs('otra vez -.-')).toEqual([{ text: '-.-', weight: -1.4 }]);
    expect(signs('lo dijo :v')).toEqual([{ text: ':v', weight: 1 }]);
    expect(signs('ya no está :c')).toEqual([{ text: ':c', weight: -1.9 }]);
    expect(signs('se fue T_T')).toEqual([{ text: 'T_T', weight: -2.2 }]);
  });

  it('an emoji glued to a word, and a skin tone or variation selector, still count', () => {
    expect(scoreText('alcista🚀🚀').hits.map((hit) => hit.text)).toEqual(['alcista', '🚀', '🚀']);
    expect(scoreText('Bitcoin hoy 👍🏽').hits).toEqual([{ text: '👍', weight: 2 }]);
  });
});

describe('cashtags and hashtags', () => {
  it('a cashtag names a coin and carries no sentiment of its own', () => {
    expect(scoreText('$SCAM en Binance desde hoy').hits).toEqual([]);
    expect(scoreText('$BTC es alcista').hits).toEqual([{ text: 'alcista', weight: 2.2 }]);
  });

  it('a hashtag is read as its words, split at the capitals', () => {
    expect(scoreText('Hoy #Bitcoin #alcista').hits).toEqual([{ text: 'alcista', weight: 2.2 }]);
    expect(scoreText('Today #BitcoinBullish', { lang: 'en' }).hits).toEqual([{ text: 'bullish', weight: 2.2 }]);
  });

  it('mentions and links are not read', () => {
    expect(scoreText('@scam hoy https://scam.example/fraude', { lang: 'es' }).hits).toEqual([]);
  });
});

describe('the domain vocabulary', () => {
  it.each([
    ['alcista', 2.2],
    ['bajista', -3.3],
    ['FUD', -2.25],
    ['HODL', 1],
    ['ATH', 1.8],
    ['máximo histórico', 2.2],
    ['rug pull', -4.5],
    ['hackeo', -4.2],
    ['liquidaciones', -2.25],
    ['quiebra', -4.5],
    ['ETF aprobado', 2.5],
    ['adopción', 1.5],
    ['se desploma', -4.5],
    ['se dispara', 2.5],
    ['sube', 1.3],
    ['cae', -1.95],
  ])('es: %s', (word, weight) => {
    expect(hitsOf(`Bitcoin: ${word}`, 'es')).toEqual([[word.toLowerCase(), weight]]);
  });

  it.each([
    ['bullish', 2.2],
    ['bearish', -2.2],
    ['FUD', -1.5],
    ['HODL', 1],
    ['ATH', 1.8],
    ['all-time high', 2.2],
    ['rug pull', -3],
    ['hacked', -2.8],
    ['liquidations', -1.5],
    ['bankruptcy', -3],
    ['ETF approved', 2.5],
    ['adoption', 1.5],
    ['rose', 1.3],
    ['fell', -1.3],
    ['surged', 2.3],
    ['plunged', -2.5],
  ])('en: %s', (word, weight) => {
    expect(hitsOf(`Bitcoin: ${word}`, 'en')).toEqual([[word.toLowerCase(), weight]]);
  });
});

describe('price moves in headlines', () => {
  it('a move with a figure weighs ×1.5', () => {
    expect(hitsOf('BTC sube')).toEqual([['sube', 1.3]]);
    expect(hitsOf('BTC sube un 5 %')).toEqual([['sube', 1.95]]);
    expect(scoreText('BTC sube un 5 %')).toMatchObject({ label: 'pos', lang: 'es', score: normalised(1.95) });
    expect(hitsOf('BTC rose 5% to $60,000 today')).toEqual([['rose', 1.95]]);
    expect(scoreText('BTC rose 5% to $60,000 today')).toMatchObject({ label: 'pos', lang: 'en' });
  });

  it('"cae por debajo de" a price is negative twice over', () => {
    const result = scoreText('ETH cae por debajo de 2 000 $');
    expect(result.hits).toEqual([
      { text: 'cae', weight: -2.925 },
      { text: 'por debajo de', weight: -1.2 },
    ]);
    expect(result).toMatchObject({ label: 'neg', lang: 'es', score: normalised(-4.125) });
    expect(scoreText('ETH fell below $2,000 on Monday')).toMatchObject({ label: 'neg', lang: 'en' });
  });

  it.each([
    ['El Banco Central Europeo publica hoy su informe trimestral', 'es'],
    ['La CNMV actualiza el registro de proveedores de criptoactivos', 'es'],
    ['Apple reports quarterly results on Thursday', 'en'],
    ['Bitcoin trades at $60,000 on Monday', 'en'],
  ])('a neutral headline stays neutral: %s', (text, lang) => {
    expect(scoreText(text)).toEqual({ score: 0, label: 'neu', lang, hits: [] });
  });
});

describe('languages', () => {
  it.each([
    'Der Bitcoin steigt heute stark',
    'Le bitcoin est en hausse aujourd’hui',
    'O bitcoin não está em alta hoje',
    'Биткоин сильно растёт сегодня',
  ])('another language is reported as such and scored neutral: %s', (text) => {
    expect(scoreText(text)).toEqual({ score: 0, label: 'neu', lang: 'other', hits: [] });
  });

  // Portuguese, Italian and French share many function words with Spanish ("de", "la", "que", "un", "con"): those
  // count half for a neighbouring language, whose own words ("não", "ho", "sur") and elisions ("l'inflation") weigh
  // more than one of ours. Each of these read as Spanish or English before.
  it.each([
    'A gente não sabe se o bitcoin vai subir ou cair',
    'Non ho mai visto una cosa del genere con il bitcoin',
    "L'inflation pèse sur le marché des cryptos depuis un mois",
    // German shares English's "in", "was", "so", and has endings neither has (-heit, -schaft, -lich)
    'Die Sicherheit der Wallet war in Gefahr',
    'Freundschaft ist wichtig in schwierigen Zeiten',
  ])('a neighbouring language sharing our words is still another language: %s', (text) => {
    expect(scoreText(text)).toEqual({ score: 0, label: 'neu', lang: 'other', hits: [] });
  });

  it.each([
    ['Si el bitcoin sube, que suba; de la caída no se habla', 'es'],
    ['Un poco de calma en el mercado', 'es'],
    ['Banc Sabadell abre una oficina en Sant Cugat', 'es'],
    ["L'Oreal shares rise after earnings", 'en'],
    ["Go tell 'em, the price is up", 'en'],
    ['I was in the market so long, I will sell at 8 am', 'en'],
  ])('Spanish and English keep their language with those shared words, names and elisions: %s', (text, lang) => {
    expect(scoreText(text).lang).toBe(lang);
  });

  it('an English headline without function words is told by its spelling; a curly apostrophe is no other script', () => {
    expect(scoreText('Walmart weighs Flipkart stake').lang).toBe('en');
    expect(scoreText('Electric-Car Onset Leaves Lubricant Industry Facing Kodak’s Fate').lang).toBe('en');
    expect(scoreText('Dimisión inesperada en Telefónica').lang).toBe('es');
  });

  it('a given language is used as given', () => {
    expect(scoreText('Bitcoin is bullish', { lang: 'es' })).toMatchObject({ lang: 'es', hits: [] });
    expect(scoreText('Der Bitcoin ist bullish', { lang: 'en' })).toMatchObject({ lang: 'en', label: 'pos' });
  });

  it('a text without words (signs, figures, tickers) reads as Spanish and is scored by its signs', () => {
    expect(scoreText('$BTC 🚀🚀')).toMatchObject({ lang: 'es', label: 'pos', score: normalised(5) });
    expect(scoreText('')).toEqual({ score: 0, label: 'neu', lang: 'es', hits: [] });
  });

  it('thresholds: ±0.05', () => {
    // a single word of weight 0.2 scores 0.0515; 0.19 would score 0.049
    expect(normalised(0.2)).toBeGreaterThanOrEqual(0.05);
    expect(scoreText('Bitcoin hoy 🚀').label).toBe('pos');
  });
});

describe('the scorer is pure TypeScript', () => {
  it('builds no regular expression when scoring: score.ts holds none', () => {
    const source = readFileSync(resolve('src/core/sentiment/score.ts'), 'utf8');
    expect(source).not.toMatch(/RegExp|\.(replace|match|matchAll|split|search)\(\/|\/[gimsuy]*\.(test|exec)\(/);
  });

  it('imports only its own files and the coin detector: no DOM, no Node API, no library', () => {
    const folder = resolve('src/core/sentiment');
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(join(folder, file), 'utf8');
      // targets.ts finds the coins a text names with the collectors' own detector and its coin table (pure core)
      for (const [, from] of source.matchAll(/from '([^']+)'/g))
        expect(from, file).toMatch(/^(\.\/|\.\.\/measured\/(mentions|types)\.ts$|\.\.\/coins\/table\.ts$)/);
      expect(source, file).not.toMatch(/\b(document|window|process|Buffer|require)\b/);
    }
  });

  it('scores a text the same whatever was scored before it', () => {
    // "kind" closes the text: "kind of" (a diminisher) must not be read from the "of" of an earlier text
    const alone = scoreText('So kind');
    scoreText('The best of times, the worst of times');
    expect(scoreText('So kind')).toEqual(alone);
    expect(alone.hits).toEqual([{ text: 'kind', weight: 2.693 }]);
  });
});

describe('general English reads as VADER reads it; the market sense needs a market text', () => {
  it('"rise", "red", "crash", "buy" keep their everyday sense outside a market text', () => {
    expect(hitsOf('The sun will rise tomorrow')).toEqual([]);
    expect(hitsOf('Red Sox have a runner at 3rd')).toEqual([]);
    expect(hitsOf('Anyone wanna buy a ticket for the 3rd')).toEqual([]);
    expect(hitsOf('I wonder if he will crash the party')).toEqual([
      ['crash', -1.7],
      ['party', 1.7],
    ]);
  });
  it('a cashtag, a figure with % or $, or a market word gives them their market sense', () => {
    expect(hitsOf('$TSLA will rise tomorrow')).toEqual([['rise', 1]]);
    expect(hitsOf('Oil fell 3% today')).toEqual([['fell', -1.95]]);
    expect(hitsOf('Stocks rise on hopes of a deal')).toEqual([
      ['rise', 1],
      ['hopes', 1.8],
    ]);
  });
  it('"share" and "fed" do not make a market text ("please share", "fed up"); "shares" and "rates" do', () => {
    expect(hitsOf('Please share: record turnout below the line')).toEqual([
      ['please', 1.3],
      ['share', 1.2],
    ]);
    expect(hitsOf('I am fed up, the bus is higher up the hill')).toEqual([['fed up', -1.8]]);
    expect(hitsOf('Shares hit a record, rates below forecasts')).toEqual([
      ['record', 0.8],
      ['below', -0.6],
    ]);
  });
  it("the domain's own terms count everywhere", () => {
    expect(hitsOf('bullish on this')).toEqual([['bullish', 2.2]]);
  });
  it('analyst and crypto senses of everyday words need a market text ("overweight", "rugged", "hack")', () => {
    expect(hitsOf('I feel overweight')).toEqual([['overweight', -1.5]]);
    expect(hitsOf('Analysts rate the stock overweight')).toEqual([['overweight', 1]]);
    expect(hitsOf('a rugged old jacket')).toEqual([]);
    expect(hitsOf('got rugged on that token')).toEqual([['rugged', -2.5]]);
    expect(hitsOf('my favorite life hack')).toEqual([['favorite', 2]]);
    expect(hitsOf('the exchange suffered a hack')).toEqual([
      ['suffered', -2.2],
      ['hack', -2.5],
    ]);
  });
  it('"no" weighs −1.2 on its own and negates a rated word after it (VADER)', () => {
    expect(hitsOf('No, just no.')).toEqual([
      ['no', -1.2],
      ['no', -1.2],
    ]);
    expect(hitsOf('no good news today')).toEqual([['good', -1.406]]);
    expect(hitsOf('it was super!')).toEqual([
      ['super', 2.9],
      ['!', 0.292],
    ]);
  });
  it('"kind of" is a diminisher, not kindness; one-letter words do not use up the look-back', () => {
    expect(hitsOf('you kind of lost')).toEqual([['lost', -1.007]]);
    expect(hitsOf('it is not a very good day')).toEqual([['good', Math.round((1.9 + 0.293) * -0.74 * 1000) / 1000]]);
    expect(hitsOf('I did not see a single good thing')).toEqual([['good', -1.406]]);
  });
  it('HTML entities (&gt;) are no words', () => {
    expect(hitsOf('reminder &gt;&gt;&gt; here')).toEqual([]);
  });
});

describe('Spanish rules', () => {
  const es = (text: string) => hitsOf(text, 'es');
  it('negative concord: "no … nada/nunca/ni" negates once, not twice', () => {
    expect(es('no es nada bueno')).toEqual([['bueno', -2.664]]);
  });
  it('"tampoco", "sin", "nada" negate like "no" ("nada mal" is praise); "without" in English', () => {
    expect(es('tampoco es bueno')).toEqual([['bueno', -2.664]]);
    expect(es('sin problemas')).toEqual([['problemas', 1.184]]);
    expect(es('nada mal')).toEqual([['mal', 1.776]]);
    expect(es('no es para nada bueno')).toEqual([['bueno', -2.664]]);
    expect(hitsOf('without problems', 'en')).toEqual([['problems', 1.258]]);
  });
  it('clitics between the negation and its word do not use up the look-back ("no me lo vendas como bueno")', () => {
    expect(es('no me lo vendas como bueno')).toEqual([['bueno', -2.664]]);
  });
  it('a subordinate clause keeps its own polarity ("no sabéis lo que nos alegra"); "no es que" carries it', () => {
    expect(es('no sabéis lo que nos alegra')).toEqual([['alegra', 2]]);
    expect(es('no nos alegra')).toEqual([['alegra', -2.22]]);
    expect(es('no es que alegre')).toEqual([['alegre', -2.22]]);
  });
  it('a comma or a full stop ends the reach of a negation', () => {
    expect(es('no, es bueno')).toEqual([['bueno', 2.4]]);
    expect(es('no lo sé. Es bueno')).toEqual([['bueno', 2.4]]);
    expect(hitsOf('not now. Happy to help', 'en')).toEqual([
      ['happy', 2.7],
      ['help', 1.7],
    ]);
  });
  it('a hashtag\'s own "no" (#NoRespires) negates nothing after it', () => {
    expect(es('#NoRespires para celebrar')).toEqual([['celebrar', 2.4]]);
  });
  it('"aunque" opens a concession that counts half, up to the next comma', () => {
    expect(es('aunque es malo, me gusta')).toEqual([
      ['malo', -1.8],
      ['gusta', 1.6],
    ]);
  });
  it('"re" and "bastante" intensify like "muy"; "-ísimo" is its word plus "muy"', () => {
    expect(es('re bueno')).toEqual([['bueno', 2.693]]);
    expect(es('bastante bueno')).toEqual([['bueno', 2.693]]);
    expect(es('buenísimo')).toEqual([['buenísimo', 2.693]]);
    expect(es('riquísima')).toEqual([['riquísima', 1.893]]);
  });
  it('laughter of any length, elongated letters, and social-media words', () => {
    expect(es('jajajajaja')).toEqual([['jajajajaja', 1.6]]);
    expect(es('ricoooo')).toEqual([['ricoooo', 1.6]]);
    expect(es('xd')).toEqual([['xd', 1.5]]);
    expect(es('qué chido')).toEqual([['chido', 2]]);
    expect(es('pesimo')).toEqual([['pesimo', -4.5]]);
  });
  it('verb forms beyond the third person ("odiaba", "odiamos")', () => {
    expect(es('odiaba')).toEqual([['odiaba', -4.5]]);
    expect(es('odiamos')).toEqual([['odiamos', -4.5]]);
  });
  it('texting spellings ("q", "xq", "tb") are Spanish cues', () => {
    expect(scoreText('q mal xq tb').lang).toBe('es');
  });
});

it('short English reviews are told by their spelling (ph, ee, oo, -ed, -ly, consonant + y)', () => {
  expect(scoreText('Horrible phone.').lang).toBe('en');
  expect(scoreText('Returned 8 hours later.').lang).toBe('en');
  expect(scoreText('Appetite instantly gone.').lang).toBe('en');
  expect(scoreText('Mediocre food.').lang).toBe('en');
});

describe('Spanish coverage: every form of a word', () => {
  const es = (text: string) => hitsOf(text, 'es');
  it('AFINN-es words take their gender and number ("malo" → mala, malos; "bueno" → buenas)', () => {
    expect(es('una mala idea')).toEqual([['mala', -3.6]]);
    expect(es('malos tiempos')).toEqual([['malos', -3.6]]);
    expect(es('las buenas ofertas')).toEqual([['buenas', 2.4]]);
  });
  it('a plural that moves the accent ("campeón" → campeones)', () => {
    expect(es('los campeones')).toEqual([['campeones', 1.6]]);
  });
  it('-car, -gar, -zar verbs keep their sound before e ("cagué", "abracé", "fastidié" from -diar)', () => {
    expect(es('la cagué')).toEqual([['cagué', -3.9]]);
    expect(es('te abracé')).toEqual([['abracé', 2.1]]);
    expect(es('que lo abrace')).toEqual([['abrace', 2.1]]);
    expect(es('me fastidié')).toEqual([['fastidié', -2.25]]);
    // the misspelt forms are no longer generated
    expect(es('la cagé')).toEqual([]);
  });
  it('verbs whose stem changes under stress, and the -zco, -jo forms ("duele", "mintió", "agradezco", "protejo")', () => {
    expect(es('me duelen los pies')).toEqual([['duelen', -3.15]]);
    expect(es('siempre miente')).toEqual([['miente', -2.805]]);
    expect(es('nos mintió')).toEqual([['mintió', -2.805]]);
    expect(es('me avergüenza')).toEqual([['avergüenza', -1.68]]);
    expect(es('te lo agradezco')).toEqual([['agradezco', 1.6]]);
    expect(es('lo protejo')).toEqual([['protejo', 0.8]]);
    expect(es('se ríe')).toEqual([['ríe', 2.25]]);
    // "río" and "ría" are a river and an estuary before they are laughter
    expect(es('el río')).toEqual([]);
  });
  it('future forms and a pronoun glued to the infinitive ("odiarás", "amarte")', () => {
    expect(es('lo odiarás')).toEqual([['odiarás', -4.5]]);
    expect(es('quiero amarte')).toEqual([['amarte', 3]]);
  });
  it('diminutives read as their word ("malita" → mala, "tristecito" → triste)', () => {
    expect(es('estoy malita')).toEqual([['malita', -3.6]]);
    expect(es('tristecito')).toEqual([['tristecito', -2.295]]);
  });
  it('"súper-", "requete-" glued to a word boost it as "muy" does', () => {
    expect(es('superfeliz')).toEqual([['superfeliz', 2.693]]);
    expect(es('requetebueno')).toEqual([['requetebueno', 2.693]]);
    // a glued "re" is the verb prefix: "recorta" is the domain's word, not "re" + "corta"
    expect(es('recorta plantilla')).toEqual([['recorta', -1.5]]);
  });
  it("the domain's words are found without their accents", () => {
    expect(es('la caida del bitcoin')).toEqual([['caida', -1.95]]);
    expect(es('subio el bitcoin')).toEqual([['subio', 1.3]]);
  });
  it('everyday and informal words the lexicons lack', () => {
    expect(es('qué injusta')).toEqual([['injusta', -3]]);
    expect(es('me da pereza')).toEqual([['pereza', -1.8]]);
    expect(es('qué ilusión')).toEqual([['qué ilusión', 2.2]]);
    expect(es('te echo de menos')).toEqual([['te echo de menos', -1.8]]);
    expect(es('estoy hasta los huevos')).toEqual([['hasta los huevos', -3]]);
    expect(es('no funciona')).toEqual([['funciona', -0.888]]);
  });
  it('everyday words weighed as VADER weighs their English translation, in all their forms', () => {
    // abrazo = hug 2.1, lástima = pity −1.2, harto = sick (of) −2.3, traición = betrayal −2.8, risa = laugh 2.6
    expect(es('un abrazo')).toEqual([['abrazo', 2.1]]);
    expect(es('abrazos para todos')).toEqual([['abrazos', 2.1]]);
    expect(es('me abrazó')).toEqual([['abrazó', 2.1]]);
    expect(es('nos abrazamos')).toEqual([['abrazamos', 2.1]]);
    expect(es('es una lástima')).toEqual([['lástima', -1.8]]);
    expect(es('estoy harta')).toEqual([['harta', -3.45]]);
    expect(es('una traición')).toEqual([['traición', -4.2]]);
    // "morirse de" only intensifies what follows
    expect(es('me muero de la risa')).toEqual([['risa', 2.6]]);
    expect(es('me muero de pena')).toEqual([['pena', -2.055]]);
    expect(es('se murió')).toEqual([['murió', -3.6]]);
    expect(es('qué egoístas')).toEqual([['egoístas', -3.15]]);
    expect(es('me duele la cabeza')).toEqual([['duele', -3.15]]);
    expect(es('ostia, tío')).toEqual([['ostia', -2.55]]);
    expect(es('qué cabrona')).toEqual([['cabrona', -3.75]]);
    expect(es('tanta frustración')).toEqual([['frustración', -3.15]]);
    // majo = nice 1.8, chulo = cool 1.3, cuqui = cute 2, gustazo = pleasure 2.7
    expect(es('qué majas sois')).toEqual([['majas', 1.8]]);
    expect(es('un coche chulo')).toEqual([['chulo', 1.3]]);
    expect(es('todo muy cuqui')).toEqual([['cuqui', 2.293]]);
    expect(es('qué gustazo')).toEqual([['gustazo', 2.7]]);
  });
  it('idioms whose words say otherwise ("menos mal" = luckily, "merece la pena" = worthwhile)', () => {
    expect(es('menos mal que llegaste')).toEqual([['menos mal', 2.3]]);
    expect(es('merece la pena')).toEqual([['merece la pena', 1.4]]);
    expect(es('me sale a gusto')).toEqual([['a gusto', 2.25]]);
    expect(es('estoy agusto')).toEqual([['agusto', 2.25]]);
  });
  it("ML-SentiCon's sign errors are corrected ('rastrero' is not praise; 'payaso', 'diestra' are no sentiment)", () => {
    expect(es('es rastrero')).toEqual([['rastrero', -1.35]]);
    expect(es('un payaso')).toEqual([]);
    expect(es('con la diestra')).toEqual([]);
  });
  it('greetings and everyday words carry no sentiment, whatever ML-SentiCon says', () => {
    for (const text of [
      'buenos días',
      'saludos a todos',
      'hola',
      'qué tal',
      'de hecho',
      'es normal',
      'el tema',
      'lo he hecho',
      'más allá',
      'el día entero',
      'ya está disponible',
      'lo he leído',
      'yo queria ir',
      'de verdad',
      'debido a la lluvia',
    ]) {
      expect(scoreText(text, { lang: 'es' })).toEqual({ score: 0, label: 'neu', lang: 'es', hits: [] });
    }
  });
  it('"Bueno," at the start of a clause is a discourse marker, not "good"', () => {
    expect(es('Bueno, vamos a ver')).toEqual([]);
    expect(es('Bueno... no sé')).toEqual([]);
    // however long it is drawn out
    expect(es('Bueeeeno... no me siento bien')).toEqual([['bien', -1.776]]);
    expect(es('está bueeeno')).toEqual([['bueeeno', 2.4]]);
    expect(es('es bueno')).toEqual([['bueno', 2.4]]);
  });
  it('a swearword that intensifies is not turned positive by a negation', () => {
    expect(es('no tengo ni puta idea')).toEqual([['puta', -6]]);
    expect(es('no es bonito')).toEqual([['bonito', -0.888]]);
    // English too: "no damn way" is not praise (VADER's lexicon: damn −1.7, good 1.9)
    expect(hitsOf('This is no damn revival', 'en')).toEqual([['damn', -1.7]]);
    expect(hitsOf("I don't give a shit", 'en')).toEqual([['shit', -2.6]]);
    expect(hitsOf('this is not good', 'en')).toEqual([['good', -1.406]]);
  });
  it('finance headlines: what a company does, for the company', () => {
    expect(es('lanza un nuevo producto')).toEqual([['lanza', 1.2]]);
    expect(es('despedirá a 2.000 empleados')).toEqual([['despedirá', -3]]);
    // ERTE is an acronym, not shouting
    expect(scoreText('Seat anuncia un ERTE')).toMatchObject({
      score: -0.6124,
      label: 'neg',
      hits: [{ text: 'erte', weight: -3 }],
    });
  });
});

describe('economic quantities judge the moves next to them', () => {
  it('a fall of what is bad is good news, in both languages', () => {
    expect(hitsOf('el paro baja', 'es')).toEqual([['baja', 1]]);
    expect(hitsOf('la caída del paro', 'es')).toEqual([['caída', 1.3]]);
    expect(hitsOf('la caida del paro', 'es')).toEqual([['caida', 1.3]]);
    expect(hitsOf('unemployment drops to 3.5%', 'en')).toEqual([['drops', 1.95]]);
    expect(hitsOf('losses fell 5%', 'en')).toEqual([['fell', 1.95]]);
  });
  it('a rise of what is bad is bad news; a fall of what is good too', () => {
    expect(hitsOf('el paro sube', 'es')).toEqual([['sube', -1.95]]);
    expect(hitsOf('cae el beneficio de Bankia', 'es')).toEqual([['cae', -1.95]]);
    expect(hitsOf('unemployment rises', 'en')).toEqual([['rises', -1.3]]);
    expect(hitsOf('profit fell 12%', 'en')).toEqual([['fell', -1.95]]);
  });
  it('a rise of what is good stays good, and the quantity does not count twice', () => {
    expect(hitsOf('sube el beneficio', 'es')).toEqual([['sube', 1.3]]);
    expect(hitsOf('profit rose 12%', 'en')).toEqual([['rose', 1.95]]);
  });
  it('"un 50 % menos" after a move turns it: the company earned less than before', () => {
    expect(hitsOf('Telefónica gana un 50% menos hasta septiembre', 'es')).toEqual([['gana', -2.25]]);
    expect(hitsOf('Liberbank gana 73 millones de euros, un 14% menos', 'es')).toEqual([['gana', -2.25]]);
    expect(hitsOf('Liberbank gana 73 millones de euros, un 14% más', 'es')).toEqual([['gana', 1.5]]);
    // a name is no praise: "Banco Popular", "Tribunal Supremo"
    expect(hitsOf('el Banco Popular y el Tribunal Supremo', 'es')).toEqual([]);
  });
  it('a conjunction ends the reach: each clause keeps its own quantity', () => {
    expect(hitsOf('las acciones de Bankia suben y la deuda baja', 'es')).toEqual([
      ['suben', 1.3],
      ['baja', 1],
    ]);
    expect(hitsOf('oil prices fall as deficit grows', 'en')).toEqual([
      ['fall', -1],
      ['deficit', -1.7],
    ]);
  });
});

describe('signs: flags carry no sentiment; faces that draw an emoticon weigh what VADER gives it', () => {
  it.each([
    ['Bitcoin sube hoy 🇪🇸', 'Bitcoin sube hoy', 'es'],
    ['Great day for America 🇺🇸', 'Great day for America', 'en'],
  ])('%s scores as %s', (flagged, plain, lang) => {
    // the ranking scored the flag letters one by one: 🇪🇸 was +3.4
    expect(scoreText(flagged)).toEqual(scoreText(plain));
    expect(scoreText(flagged).lang).toBe(lang);
  });
  it('a flag alone is neutral', () => {
    expect(scoreText('🇪🇸')).toEqual({ score: 0, label: 'neu', lang: 'es', hits: [] });
  });
  it.each([
    ['Hoy el mercado está así 😢', 'es', '😢', -2.2],
    ['The market today 😢', 'en', '😢', -2.2],
    ['Otra vez en rojo 😠', 'es', '😠', -2.7],
    ['Red again 💔', 'en', '💔', -3],
  ])('%s', (text, lang, sign, weight) => {
    const result = scoreText(text, { lang: lang as 'es' | 'en' });
    expect(result.hits).toContainEqual({ text: sign, weight });
  });
  it("😢 weighs what :'( weighs", () => {
    expect(scoreText('😢').score).toBe(scoreText(":'(").score);
    expect(scoreText('😢').score).toBe(normalised(-2.2));
  });
});

describe('Spanish: idioms, discourse and the words news and tweets use', () => {
  it.each([
    ['Qué mala suerte', [['mala suerte', -3]]],
    ['Ese chico me cae bien', [['cae bien', 1.5]]],
    ['Ese chico no me cae bien', [['cae bien', -1.665]]],
    ['Ese chico me cae mal', [['cae mal', -2.4]]],
    // "bien" before a rated word intensifies it (Latin American "bien feo" = very ugly); alone it is "well"
    ['Está bien feo', [['feo', -4.04]]],
    ['Estoy bien', [['bien', 1.6]]],
    // "menudo" intensifies ("menudo desastre"), it is not "small"
    ['Menudo desastre', [['desastre', -2.839]]],
    // "pero bueno," is a discourse marker ("anyway"), as "Bueno," is
    ['Pero bueno, el drama tampoco es tan bonito', [['bonito', -1.82]]],
    // "a pesar de" opens a concession (its clause counts half), it is not "pesar" (grief)
    ['A pesar de todo, me gusta', [['gusta', 1.6]]],
    [
      'A pesar de la crisis, la bolsa sube',
      [
        ['crisis', -1.5],
        ['sube', 1.3],
      ],
    ],
    [
      'El ministro dimite tras el escándalo',
      [
        ['dimite', -2.1],
        ['escándalo', -2.85],
      ],
    ],
    ['La Fiscalía acusa al presidente', [['acusa', -2.1]]],
    ['Un dato preocupante', [['preocupante', -2.1]]],
    ['Qué gafe soy', [['gafe', -3]]],
    ['La entrada es gratuita', [['gratuita', 0.8]]],
    // a swearword noun is not turned positive by a negation
    ['No quiero esta mierda', [['mierda', -4.8]]],
  ])('%s', (text, hits) => {
    expect(hitsOf(text, 'es')).toEqual(hits);
  });

  it.each([
    'Viaje a Costa Rica',
    'Buenas, alguien sabe la hora',
    'Ay, no sé qué hacer',
    'Ojalá llueva mañana',
    'Es más bien una piedra',
    'Vota a favor de la ley',
    'Clase de educación física',
  ])('%s carries no opinion', (text) => {
    expect(scoreText(text, { lang: 'es' })).toEqual({ score: 0, label: 'neu', lang: 'es', hits: [] });
  });

  it('laughter beside a complaint does not make it positive; beside praise it counts', () => {
    expect(hitsOf('Me quedé sin datos, qué rabia jajaja', 'es')).toEqual([['qué rabia', -3]]);
    expect(scoreText('Me quedé sin datos, qué rabia jajaja').label).toBe('neg');
    expect(hitsOf('Qué bien jajaja', 'es')).toEqual([
      ['qué bien', 2],
      ['jajaja', 1.893],
    ]);
  });
});

describe("Spanish headlines: every tense of a move, figures inside a quantity's reach", () => {
  it.each([
    ['BTC caerá un 10 %', [['caerá', -2.925]], 'neg'],
    ['Telefónica ganó 5 millones, un 6 % menos', [['ganó', -2.25]], 'neg'],
    ['Samsung prevé una caída del 34 % de su beneficio', [['caída', -1.95]], 'neg'],
    ['Una caída del 34 % del paro', [['caída', 1.3]], 'pos'],
  ])('%s', (text, hits, label) => {
    expect(hitsOf(text, 'es')).toEqual(hits);
    expect(scoreText(text).label).toBe(label);
  });
});

describe("negative weighting: in Spanish what ends negative weighs ×1.5 (SO-CAL); English keeps VADER's weights", () => {
  it.each([
    // malo −2.4 × 1.5; bad −2.5 as in VADER
    ['Es malo', 'es', [['malo', -3.6]], -0.6808],
    ['It is bad', 'en', [['bad', -2.5]], -0.5423],
    // bueno 2.4 × −0.74 × 1.5; good 1.9 × −0.74
    ['No es bueno', 'es', [['bueno', -2.664]], -0.5667],
    ['It is not good', 'en', [['good', -1.406]], -0.3412],
    // positive words keep their weight
    ['Es bueno', 'es', [['bueno', 2.4]], 0.5267],
  ])('%s', (text, lang, hits, score) => {
    const result = scoreText(text);
    expect(result.lang).toBe(lang);
    expect(result.hits.map((hit) => [hit.text, hit.weight])).toEqual(hits);
    expect(result.score).toBe(score);
  });
  it('signs keep their weight in both languages', () => {
    expect(scoreText('Hoy 📉', { lang: 'es' }).hits).toEqual([{ text: '📉', weight: -2 }]);
    expect(scoreText('Today 📉', { lang: 'en' }).hits).toEqual([{ text: '📉', weight: -2 }]);
  });
});

describe('Spanish headline verbs in every tense, at the weight of their present form', () => {
  it.each([
    ['Amazon duplicará su plantilla', [['duplicará', 0.8]]],
    ['La empresa lideró el sector', [['lideró', 1]]],
    // hundir −2.5, ×1.5 as a negative word
    ['El Ibex se hundió ayer', [['hundió', -3.75]]],
  ])('%s', (text, hits) => {
    expect(hitsOf(text, 'es')).toEqual(hits);
  });
});

describe('Spanish: a diminutive keeps its gender; comparative idioms; "el lado bueno"', () => {
  it('a diminutive is its own word, never the other gender\'s ("ratito" is a short "rato", not a "rata")', () => {
    expect(hitsOf('Espera un ratito', 'es')).toEqual([]);
    expect(scoreText('Espera un ratito').label).toBe('neu');
    // the same ending still finds the word itself
    expect(hitsOf('estoy malita', 'es')).toEqual([['malita', -3.6]]);
  });
  it.each([
    // "nada mejor que" / "no hay nada mejor": the best, at the weight of "mejor" (2.4); "peor" −2.4 × 1.5
    ['No hay nada mejor que un café', [['no hay nada mejor', 2.4]], 0.5267, 'pos'],
    ['Nada mejor que esto', [['nada mejor que', 2.4]], 0.5267, 'pos'],
    ['Nada peor que el lunes', [['nada peor que', -3.6]], -0.6808, 'neg'],
    ['No hay nada peor', [['no hay nada peor', -3.6]], -0.6808, 'neg'],
    // without the idiom, "nada" still negates: "no es nada mejor" is 2.4 × −0.74 × 1.5
    ['No es nada mejor', [['mejor', -2.664]], -0.5667, 'neg'],
    // ML-SentiCon had "lado bueno" and "lado positivo" at −0.5 (a sign error): the bright side, VADER's "bright" 1.9
    ['Mira el lado bueno', [['lado bueno', 1.9]], 0.4404, 'pos'],
    ['Vea el lado positivo', [['lado positivo', 1.9]], 0.4404, 'pos'],
    ['No veo el lado bueno', [['lado bueno', -2.109]], -0.4782, 'neg'],
  ])('%s', (text, hits, score, label) => {
    const result = scoreText(text);
    expect(result.lang).toBe('es');
    expect(result.hits.map((hit) => [hit.text, hit.weight])).toEqual(hits);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
  });
  it("English keeps VADER's reading of the same sentences (general English is read as VADER reads it)", () => {
    // VADER negates "better" after "nothing" (−0.3412 in the port too) and reads "bright side" as "bright"
    expect(scoreText('There is nothing better than coffee')).toEqual({
      score: -0.3412,
      label: 'neg',
      lang: 'en',
      hits: [{ text: 'better', weight: -1.406 }],
    });
    expect(scoreText('Look on the bright side')).toEqual({
      score: 0.4404,
      label: 'pos',
      lang: 'en',
      hits: [{ text: 'bright', weight: 1.9 }],
    });
    expect(hitsOf('Wait a little bit', 'en')).toEqual([]);
  });
});
