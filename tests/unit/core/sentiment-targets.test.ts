// A score per coin (issue 34): sentences a reader can check by hand, in both languages, where one coin rises and
// another falls. The whole text's score gives both coins the same middling figure; each target must have its own
// sign.

import { describe, expect, it } from 'vitest';
import { scoreTargets, scoreText } from '../../../src/core/sentiment/index.ts';

const signs = (text: string) =>
  Object.fromEntries(scoreTargets(text).map(({ coin, score }) => [coin, Math.sign(score)]));

describe('scoreTargets: each coin the score of the clauses about it', () => {
  it.each([
    ['BTC sube mientras ETH se desploma', { BTC: 1, ETH: -1 }],
    ['Bitcoin rallies while Ethereum slumps', { BTC: 1, ETH: -1 }],
    ['Solana surges 10% but Cardano drops', { SOL: 1, ADA: -1 }],
    ['ETH se hunde pero BTC aguanta fuerte', { BTC: 1, ETH: -1 }],
    ['Bitcoin sube, Ethereum cae', { BTC: 1, ETH: -1 }],
    ['$SOL to the moon, $ADA rekt', { SOL: 1, ADA: -1 }],
    ['Polkadot se desploma; Bitcoin, en cambio, marca máximos', { BTC: 1, DOT: -1 }],
  ])('«%s»', (text, expected) => {
    expect(signs(text)).toEqual(expected);
  });

  it('the whole text gives both coins one score: the reason targets exist', () => {
    const text = 'BTC sube mientras ETH se desploma';
    const targets = scoreTargets(text);
    expect(targets.map((t) => t.coin)).toEqual(['BTC', 'ETH']);
    expect(scoreText(text).score).toBeLessThan(0);
    expect(targets[0]?.score).toBeGreaterThan(0);
  });

  it('names listed before one verb share it; a clause naming no coin speaks of the coins before it', () => {
    expect(signs('Bitcoin, Ethereum y Solana suben')).toEqual({ BTC: 1, ETH: 1, SOL: 1 });
    expect(signs('BTC and ETH rally')).toEqual({ BTC: 1, ETH: 1 });
    expect(signs('Bitcoin cae. Los inversores huyen en pánico.')).toEqual({ BTC: -1 });
    expect(signs('Bitcoin rallies, analysts say')).toEqual({ BTC: 1 });
  });

  it('a text that names no tracked coin has no targets; one in another language scores 0 for each', () => {
    expect(scoreTargets('El mercado sube con fuerza')).toEqual([]);
    expect(scoreTargets('Le bitcoin est en forte hausse aujourd’hui')).toEqual([{ coin: 'BTC', score: 0 }]);
  });
});
