// What one kind of widget alone shows of the sample data travels with its code: the sample source answers it at
// once from the moment that code hands it over (its tag defined), and says plainly when asked before.

import { describe, expect, it } from 'vitest';
import { sampleDataSource } from '../../../src/client/sample-source.ts';
import { AI_DATA_SOURCES } from '../../../src/core/sample/common.ts';
import { AI_INSIGHTS } from '../../../src/core/sample/insights.ts';
import { PORTFOLIO } from '../../../src/core/sample/portfolio.ts';
import { defineWidget } from '../../../src/widgets/element/define.ts';
import { elementHooks } from '../../../src/widgets/placeholder.ts';
import { definitionOf } from '../../../src/widgets/registry.ts';

describe('the sample figures one widget alone shows', () => {
  it('are not answered before that widget’s code is here', () => {
    expect(() => sampleDataSource.insights()).toThrow(/insights/);
    expect(() => sampleDataSource.portfolio()).toThrow(/portfolio/);
  });

  it('are answered at once, the same objects, once its tag is defined', async () => {
    const insights = definitionOf('crypto-insights');
    if (!insights) throw new Error('no <crypto-insights>');
    defineWidget(insights, await insights.load(), elementHooks);
    expect(sampleDataSource.insights()).toEqual({ insights: AI_INSIGHTS, dataSources: AI_DATA_SOURCES });
    expect((sampleDataSource.insights() as { insights: unknown }).insights).toBe(AI_INSIGHTS);
    // Another widget's figures still wait for their own code.
    expect(() => sampleDataSource.portfolio()).toThrow(/portfolio/);
    const portfolio = definitionOf('crypto-portfolio');
    if (!portfolio) throw new Error('no <crypto-portfolio>');
    defineWidget(portfolio, await portfolio.load(), elementHooks);
    expect(sampleDataSource.portfolio()).toBe(PORTFOLIO);
  });
});
