// Every widget, once, in documentation order. Each folder's definition.ts says what the entry script needs
// (tag, code, reserved space); its spec.ts, loaded with its code, the attributes and events, each with its
// Spanish help for the manifest as a JSDoc comment, and the title, description and parts in its `docs` export,
// which the runtime never imports. Adding a widget = one folder + one line here.

import ad from './ad/definition.ts';
import analytics from './analytics/definition.ts';
import chat from './chat/definition.ts';
import correlation from './correlation/definition.ts';
import type { WidgetDefinition } from './definition.ts';
import insights from './insights/definition.ts';
import marketOverview from './market-overview/definition.ts';
import onchain from './onchain/definition.ts';
import portfolio from './portfolio/definition.ts';
import priceChart from './price-chart/definition.ts';
import sentiment from './sentiment/definition.ts';
import sentimentChart from './sentiment-chart/definition.ts';
import trending from './trending/definition.ts';
import volumeChart from './volume-chart/definition.ts';

export type { WidgetDefinition, WidgetModule, WidgetSpec, WidgetTag } from './definition.ts';

export const registry: readonly WidgetDefinition[] = [
  marketOverview,
  sentiment,
  onchain,
  trending,
  insights,
  analytics,
  priceChart,
  sentimentChart,
  volumeChart,
  correlation,
  chat,
  portfolio,
  ad,
];

export function definitionOf(tag: string): WidgetDefinition | undefined {
  return registry.find((d) => d.tag === tag);
}

/** One measured shape of a widget: its tag alone, or with a value of the attribute that shapes it. */
export interface MeasuredShape {
  /** The key of its height table: `crypto-ad` or `crypto-ad[size=square]`. */
  key: string;
  tag: string;
  attributes: Readonly<Record<string, string>>;
}

/** Every height table the widgets need: one per tag, and one per other shape (the ad's sizes). */
export function measuredShapes(): MeasuredShape[] {
  return registry.flatMap(({ tag, reservedHeightsBy: by }) => [
    { key: tag, tag, attributes: {} },
    ...(by?.values ?? []).map((value) => ({
      key: `${tag}[${by?.attribute}=${value}]`,
      tag,
      attributes: { [by?.attribute ?? '']: value },
    })),
  ]);
}
