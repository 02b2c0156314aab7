import { describe, expect, it } from 'vitest';
import { CORRELATION_VARIABLES, correlationMatrix, pearson } from '../../../src/core/correlation.ts';
import { generateSeries } from '../../../src/core/series.ts';

describe('Pearson correlation', () => {
  it('is 1 for a perfect positive relation and −1 for a perfect negative one', () => {
    expect(pearson([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1, 12);
  });

  it('matches a value worked out by hand', () => {
    // x̄ = 3, ȳ = 4; Σdx·dy = 6, Σdx² = 10, Σdy² = 6 → r = 6 / √60
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(0.7746, 4);
  });

  it('is 0 when a sample has no variance', () => {
    expect(pearson([5, 5, 5], [1, 2, 3])).toBe(0);
  });

  it('builds a symmetric 4×4 matrix of price, sentiment, volume and whales with 1 on the diagonal', () => {
    const matrix = correlationMatrix(generateSeries('BTC', 9));
    expect(CORRELATION_VARIABLES.map((v) => v.label)).toEqual(['Precio', 'Sentimiento', 'Volumen', 'Ballenas']);
    expect(matrix).toHaveLength(4);
    matrix.forEach((row, i) => {
      expect(row[i]).toBe(1);
      row.forEach((r, j) => {
        expect(r).toBeCloseTo(matrix[j]?.[i] as number, 12);
        expect(Math.abs(r)).toBeLessThanOrEqual(1);
      });
    });
  });
});
