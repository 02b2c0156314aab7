// Every widget, once: its tag, its lazily loaded code, its attributes and the space it reserves. The loader,
// the element definitions and attribute validation read this list at run time; custom-elements.json, the
// TypeScript declarations, the README and the demo configurator read it together with descriptions.ts, which
// holds the Spanish documentation (kept apart so none of that text ships in the loader).
// Adding a widget = one folder + one entry here + its description.

import type { ComponentType } from 'react';
import { AD_SIZES, AD_VARIANTS, ANALYTICS_COINS, QUOTE_SYMBOLS, TIMEFRAMES } from '../core/catalog.ts';
import { type AttributeSpec, COMMON_ATTRIBUTES, type EnumAttribute, type IntegerAttribute } from './attributes.ts';
import type { HeightTable } from './reserve.ts';
import measured from './reserved-heights.json';

/** Props every widget component receives: its attributes, already validated, in camelCase. */
export type WidgetProps = Record<string, string | number | undefined>;

/** What a widget's folder exports: its component and its stylesheet text. */
export interface WidgetModule {
  default: ComponentType<WidgetProps>;
  styles?: string;
}

export type WidgetTag = `crypto-${string}`;

export interface WidgetDefinition {
  tag: WidgetTag;
  /** The widget's React component, fetched when the first instance needs it. */
  load: () => Promise<WidgetModule>;
  /** Attributes beyond `theme` and `loading`, which every widget takes. */
  attributes: readonly AttributeSpec[];
  /** Height the placeholder reserves, by width, until the widget has painted, so the page does not shift. */
  reservedHeights: HeightTable;
  /** Other tables for values of one attribute that change the widget's shape (the ad's size). */
  reservedHeightsBy?: { attribute: string; values: Readonly<Record<string, HeightTable>> };
  /** Whether the widget draws recharts charts (they load the chart library). */
  charts: boolean;
}

/** Heights measured in Chromium by `npm run measure-heights`, by tag (and `tag[attribute=value]`). */
const HEIGHTS = measured as unknown as Readonly<Record<string, HeightTable>>;
const heightsOf = (key: string): HeightTable => HEIGHTS[key] ?? [[320, 400]];

// ---- Attributes shared by several widgets ------------------------------------------------------------

const analyticsCoin: EnumAttribute = { name: 'coin', type: 'enum', values: ANALYTICS_COINS, default: 'BTC' };
const timeframe: EnumAttribute = { name: 'timeframe', type: 'enum', values: TIMEFRAMES, default: '7D' };
const seed: IntegerAttribute = {
  name: 'seed',
  type: 'integer',
  min: 0,
  max: 4294967295,
  default: undefined,
  unsetMeaning: 'aleatoria',
};
const seriesAttributes = [analyticsCoin, timeframe, seed];

// ---- The widgets -----------------------------------------------------------------------------------------

export const registry: readonly WidgetDefinition[] = [
  {
    tag: 'crypto-market-overview',
    load: () => import('./market-overview/MarketOverview.tsx'),
    attributes: [],
    reservedHeights: heightsOf('crypto-market-overview'),
    charts: true,
  },
  {
    tag: 'crypto-sentiment',
    load: () => import('./sentiment/Sentiment.tsx'),
    attributes: [
      {
        name: 'coin',
        type: 'enum',
        values: QUOTE_SYMBOLS,
        default: undefined,
        unsetMeaning: 'el sentimiento general del mercado',
      },
    ],
    reservedHeights: heightsOf('crypto-sentiment'),
    charts: false,
  },
  {
    tag: 'crypto-onchain',
    load: () => import('./onchain/OnChain.tsx'),
    attributes: [],
    reservedHeights: heightsOf('crypto-onchain'),
    charts: false,
  },
  {
    tag: 'crypto-trending',
    load: () => import('./trending/Trending.tsx'),
    attributes: [],
    reservedHeights: heightsOf('crypto-trending'),
    charts: false,
  },
  {
    tag: 'crypto-insights',
    load: () => import('./insights/Insights.tsx'),
    attributes: [],
    reservedHeights: heightsOf('crypto-insights'),
    charts: false,
  },
  {
    tag: 'crypto-analytics',
    load: () => import('./analytics/Analytics.tsx'),
    attributes: seriesAttributes,
    reservedHeights: heightsOf('crypto-analytics'),
    charts: true,
  },
  {
    tag: 'crypto-price-chart',
    load: () => import('./price-chart/PriceChart.tsx'),
    attributes: seriesAttributes,
    reservedHeights: heightsOf('crypto-price-chart'),
    charts: true,
  },
  {
    tag: 'crypto-sentiment-chart',
    load: () => import('./sentiment-chart/SentimentChart.tsx'),
    attributes: seriesAttributes,
    reservedHeights: heightsOf('crypto-sentiment-chart'),
    charts: true,
  },
  {
    tag: 'crypto-volume-chart',
    load: () => import('./volume-chart/VolumeChart.tsx'),
    attributes: seriesAttributes,
    reservedHeights: heightsOf('crypto-volume-chart'),
    charts: true,
  },
  {
    tag: 'crypto-correlation',
    load: () => import('./correlation/Correlation.tsx'),
    attributes: [analyticsCoin, seed],
    reservedHeights: heightsOf('crypto-correlation'),
    charts: false,
  },
  {
    tag: 'crypto-chat',
    load: () => import('./chat/Chat.tsx'),
    attributes: [],
    reservedHeights: heightsOf('crypto-chat'),
    charts: false,
  },
  {
    tag: 'crypto-portfolio',
    load: () => import('./portfolio/Portfolio.tsx'),
    attributes: [],
    reservedHeights: heightsOf('crypto-portfolio'),
    charts: true,
  },
  {
    tag: 'crypto-ad',
    load: () => import('./ad/Ad.tsx'),
    attributes: [
      { name: 'size', type: 'enum', values: AD_SIZES, default: 'horizontal' },
      { name: 'variant', type: 'enum', values: AD_VARIANTS, default: undefined, unsetMeaning: 'uno al azar' },
    ],
    reservedHeights: heightsOf('crypto-ad'),
    reservedHeightsBy: {
      attribute: 'size',
      values: { vertical: heightsOf('crypto-ad[size=vertical]'), square: heightsOf('crypto-ad[size=square]') },
    },
    charts: false,
  },
];

/** All attributes of a widget: `theme` and `loading` first. */
export function attributesOf(definition: WidgetDefinition): readonly AttributeSpec[] {
  return [...COMMON_ATTRIBUTES, ...definition.attributes];
}

export function definitionOf(tag: string): WidgetDefinition | undefined {
  return registry.find((d) => d.tag === tag);
}
