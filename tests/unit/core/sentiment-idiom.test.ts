// Market language (issue 34; data in src/core/sentiment/data/idiom-*.json): who holds a side of a trade, the
// slang of crypto communities, costs that fall, explicit neutral reports, the clause after "pero". Every sentence
// here scored the wrong way (or 0) before those rules; each row says what a reader would call it.

import { describe, expect, it } from 'vitest';
import { scoreText } from '../../../src/core/sentiment/index.ts';

const hitsOf = (text: string) => scoreText(text).hits.map((hit) => [hit.text, hit.weight]);

describe('who holds a side: a move is read by whom it hurts', () => {
  it.each([
    ['BTC shorts panicking', 'pos'],
    ['bears liquidated on ETH', 'pos'],
    ['Bears are crying as BTC breaks out', 'pos'],
    ['los cortos liquidados en BTC', 'pos'],
    ['Short setups looking nice on BTC', 'neg'],
    ['putting on a little short', 'neg'],
  ] as const)('«%s» is %s', (text, label) => {
    expect(scoreText(text).label).toBe(label);
  });

  it('what happens to the side is what moves the score, not the side’s own word', () => {
    expect(hitsOf('BTC shorts panicking')).toEqual([['panicking', 1.9]]);
    expect(hitsOf('bears liquidated on ETH')).toEqual([['liquidated', 2]]);
  });

  it('those betting on a rise keep the sign of what happens to them', () => {
    expect(scoreText('longs liquidated again on ETH').label).toBe('neg');
    expect(scoreText('los largos liquidados en SOL').label).toBe('neg');
  });

  it('outside a market text shorts are what one wears, and a side needs its article in Spanish', () => {
    expect(hitsOf('I love my new shorts')).toEqual([['love', 3.2]]);
    expect(scoreText('plazos cortos y resultados buenos').label).toBe('pos');
  });
});

describe('crypto slang, in English and Spanish', () => {
  it.each([
    ['WAGMI, buying the dip on SOL', 'pos'],
    ['BTC rips', 'pos'],
    ['ngmi', 'neg'],
    ['menudo dumpeo', 'neg'],
    ['abriendo largos', 'pos'],
    ['nice consolidation for the next big leg down', 'neg'],
    ['holy shit this might be an actual break out', 'pos'],
  ] as const)('«%s» is %s', (text, label) => {
    expect(scoreText(text).label).toBe(label);
  });
});

describe('costs: a fall of what one pays is good news', () => {
  it.each([
    ['gas fees drop to the lowest level in years', 'pos'],
    ['la caída del Euribor rebaja las hipotecas', 'pos'],
    ['unemployment fell to its lowest level', 'pos'],
    ['profit fell to the lowest level', 'neg'],
  ] as const)('«%s» is %s', (text, label) => {
    expect(scoreText(text).label).toBe(label);
  });

  it('each move is judged by the quantity, past the other move between them', () => {
    expect(hitsOf('gas fees drop to the lowest level in years')).toEqual([
      ['drop', 1.2],
      ['lowest', 1.6],
    ]);
  });
});

describe('explicit neutral reports and the clause that carries the point', () => {
  it('a market that did not move is neutral', () => {
    expect(scoreText('operan sin cambios en una jornada tranquila').score).toBe(0);
    expect(scoreText('Bitcoin trading flat, little changed on the day').score).toBe(0);
  });

  it('after "pero" the clause that carries the point decides', () => {
    expect(scoreText('Ethereum bajó un poco pero sigue fuerte').label).toBe('pos');
  });
});

describe('explain: the words and the rules that moved the score', () => {
  it('names, on each word, the rules that changed its weight', () => {
    expect(scoreText('BTC shorts panicking', { explain: true }).hits).toEqual([
      { text: 'panicking', weight: 1.9, rules: ['stance'] },
    ]);
    expect(scoreText('Bitcoin no es muy bueno, pero sube un 5 %', { explain: true }).hits).toEqual([
      { text: 'bueno', weight: -1.495, rules: ['booster', 'negation', 'contrast'] },
      { text: 'sube', weight: 2.925, rules: ['figure', 'contrast'] },
    ]);
    expect(scoreText('profit fell 12%', { explain: true }).hits).toEqual([
      { text: 'fell', weight: -1.95, rules: ['figure', 'quantity'] },
    ]);
    expect(scoreText('Aunque cae, ETH es GENIAL hoy', { explain: true }).hits).toEqual([
      { text: 'cae', weight: -0.975, rules: ['concession'] },
      { text: 'genial', weight: 2.713, rules: ['caps'] },
    ]);
  });

  it('without it, a hit is its word and weight alone, as before', () => {
    expect(scoreText('BTC shorts panicking').hits).toEqual([{ text: 'panicking', weight: 1.9 }]);
  });
});

describe('tickers that are also words', () => {
  it('"SOL" in capitals within prose is the coin, not the sun; "sol" in lowercase is still the sun', () => {
    expect(scoreText('SOL rompe la resistencia de los 200 dólares').hits.map((h) => h.text)).not.toContain('sol');
    expect(scoreText('Qué buen sol hace hoy').hits.map((h) => h.text)).toContain('sol');
  });
});

describe('market words that general lexicons read otherwise', () => {
  it('"demand" in a market text is no complaint; "cuidado con" warns', () => {
    expect(
      scoreText('Bitcoin funds post record weekly inflows as institutional demand surges').hits.map((h) => h.text),
    ).toEqual(['record', 'inflows', 'surges']);
    expect(scoreText('Cuidado con el supuesto airdrop de ADA que circula hoy').label).toBe('neg');
    expect(scoreText('Ten cuidado al cruzar').label).toBe('pos');
  });
});
