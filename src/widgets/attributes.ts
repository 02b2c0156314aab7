// Attribute specifications. Pure TypeScript: the elements, the manifest and (through the manifest) the
// typings, the README and the configurator all read the same specs (each widget's spec.ts, never the entry); their parsing lives in
// element/parse-attribute.ts, with the elements, so none of it weighs on the loader. The specs
// carry literal types, so a widget's typed props are derived from them (see `PropsOf`).
// An attribute's help for the page (Spanish) is the JSDoc comment on its declaration: here for the attributes
// several widgets share, in the widget's spec.ts for its own. The manifest reads it from the source
// (publish/docs.ts); the bundler drops comments, so help weighs nothing in the widgets' code.

import { ANALYTICS_COINS, CURRENCIES, LOCALES, SOURCES, THEMES, TIMEFRAMES } from '../core/catalog.ts';

/** One of a fixed list of values, matched without regard to case or surrounding spaces. */
export interface EnumAttribute<
  Name extends string = string,
  Value extends string = string,
  Default extends Value | undefined = Value | undefined,
> {
  /** kebab-case attribute name; its help is the JSDoc comment on the declaration (see publish/docs.ts). */
  name: Name;
  type: 'enum';
  values: readonly Value[];
  /** Used when the attribute is missing, empty or invalid; undefined means the widget's own behaviour. */
  default: Default;
  /** Describes the behaviour when there is no default value (docs and warnings). */
  unsetMeaning?: string;
  /** Also takes a URL (absolute http(s), or relative to the page): `source="/feed.json"`. */
  orUrl?: boolean;
  /** Also takes any coin's ticker (2 to 10 letters or digits, read in capitals): `coin="DOGE"`. */
  orTicker?: boolean;
}

/** A whole number in [min, max]. */
export interface IntegerAttribute<
  Name extends string = string,
  Default extends number | undefined = number | undefined,
> {
  name: Name;
  type: 'integer';
  min: number;
  max: number;
  default: Default;
  unsetMeaning?: string;
}

/** Free text of at most `maxLength` characters; with `url`, an http(s) URL or one relative to the page. */
export interface TextAttribute<Name extends string = string, Default extends string | undefined = string | undefined> {
  name: Name;
  type: 'text';
  maxLength: number;
  url?: boolean;
  default: Default;
  unsetMeaning?: string;
}

/**
 * A list of texts: a JSON array in the attribute (`suggestions='["¿Qué es BTC?"]'`), an array through the
 * property. At most `maxItems` texts of at most `maxLength` characters each.
 */
export interface ListAttribute<Name extends string = string> {
  name: Name;
  type: 'list';
  maxItems: number;
  maxLength: number;
  default: undefined;
  unsetMeaning?: string;
}

export type AttributeSpec = EnumAttribute | IntegerAttribute | TextAttribute | ListAttribute;

/** `storage-key` → `storageKey`: the property (and prop) name of an attribute. */
export type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The validated value an attribute gives its widget. */
export type ValueOf<Spec> =
  Spec extends EnumAttribute<string, infer Value, infer Default>
    ? Default extends undefined
      ? Value | undefined
      : Value
    : Spec extends IntegerAttribute<string, infer Default>
      ? Default extends undefined
        ? number | undefined
        : number
      : Spec extends TextAttribute<string, infer Default>
        ? Default extends undefined
          ? string | undefined
          : string
        : Spec extends ListAttribute
          ? readonly string[] | undefined
          : never;

/** The props a list of attribute specs gives a widget component: `{ coin: AnalyticsCoin; seed: number | undefined }`. */
export type PropsOf<Specs extends readonly AttributeSpec[]> = {
  [Spec in Specs[number] as CamelCase<Spec['name']>]: ValueOf<Spec>;
};

/** Builds an enum spec keeping its name, values and default as literal types. */
export function enumAttribute<
  const Name extends string,
  const Value extends string,
  const Default extends Value | undefined,
>(
  name: Name,
  values: readonly Value[],
  defaultValue: Default,
  unsetMeaning?: string,
): EnumAttribute<Name, Value, Default> {
  return { name, type: 'enum', values, default: defaultValue, unsetMeaning };
}

export function integerAttribute<const Name extends string, const Default extends number | undefined>(
  name: Name,
  range: { min: number; max: number },
  defaultValue: Default,
  unsetMeaning?: string,
): IntegerAttribute<Name, Default> {
  return { name, type: 'integer', min: range.min, max: range.max, default: defaultValue, unsetMeaning };
}

export function textAttribute<const Name extends string, const Default extends string | undefined>(
  name: Name,
  options: { maxLength: number; url?: boolean },
  defaultValue: Default,
  unsetMeaning?: string,
): TextAttribute<Name, Default> {
  return { name, type: 'text', ...options, default: defaultValue, unsetMeaning };
}

export function listAttribute<const Name extends string>(
  name: Name,
  limits: { maxItems: number; maxLength: number },
  unsetMeaning: string,
): ListAttribute<Name> {
  return { name, type: 'list', ...limits, default: undefined, unsetMeaning };
}

/** Tema de color: claro, oscuro o automático según la preferencia del sistema. */
export const themeAttribute = enumAttribute('theme', THEMES, 'light');
/** Cuándo se descarga el código del widget: al acercarse a la pantalla (lazy) o enseguida (eager). */
export const loadingAttribute = enumAttribute('loading', ['lazy', 'eager'], 'lazy');

/** Every widget takes these, before its own attributes; the element layer consumes them. */
export const COMMON_ATTRIBUTES = [themeAttribute, loadingAttribute] as const;

/** All attributes of a widget with this spec: `theme` and `loading` first. */
export const allAttributes = (spec: { attributes: readonly AttributeSpec[] }): readonly AttributeSpec[] => [
  ...COMMON_ATTRIBUTES,
  ...spec.attributes,
];

// ---- Attributes several widgets share ------------------------------------------------------------------

/**
 * Moneda analizada: BTC, ETH, SOL o ADA con los datos de ejemplo; con el servidor del sitio, cualquiera de las que
 * sigue (`DOGE`, según su `COINS`). Una moneda sin datos lo dice, sin dibujar otra en su lugar.
 */
export const analyticsCoinAttribute = { ...enumAttribute('coin', ANALYTICS_COINS, 'BTC'), orTicker: true };
/** Periodo mostrado como etiqueta; no cambia la serie generada. */
export const timeframeAttribute = enumAttribute('timeframe', TIMEFRAMES, '7D');
// The widgets with figures a provider can give: `sample`, `live`, or the URL of the site's JSON feed; without
// it, the page's default (see configure), or sample.
/**
 * De dónde salen las cifras: `sample`, los datos de ejemplo (funcionan sin conexión); `live`, los proveedores
 * públicos (CoinGecko, Alternative.me…) consultados desde el navegador del lector; o la URL del feed JSON del propio
 * sitio (`/datos/feed.json`, ver «Un feed JSON propio»). Lo que la fuente no da sigue siendo de ejemplo y se marca.
 */
export const sourceAttribute = {
  ...enumAttribute('source', SOURCES, undefined, 'el valor por defecto de la página, o "sample"'),
  orUrl: true,
};
// Seconds between live updates: 15 at least; without it, each figure's own pace (prices every 60 s…).
/**
 * Segundos entre actualizaciones de los datos en vivo o del feed (15 como mínimo). Sin él, cada cifra lleva su ritmo:
 * precios y feed cada 60 s, gráficos cada 5 min, métricas on-chain y sentimiento de una moneda cada 10 min, Fear &
 * Greed cada 30 min.
 */
export const refreshAttribute = integerAttribute(
  'refresh',
  { min: 15, max: 86400 },
  undefined,
  'el ritmo de cada cifra',
);
// How numbers, money and times are written (the text stays Spanish).
/** Cómo se escriben números, importes y horas (`es-MX`, `es-AR`…); los textos no cambian. */
export const localeAttribute = enumAttribute('locale', LOCALES, 'es-ES');
// The currency of live prices; sample data is in US dollars only.
/**
 * Moneda de los precios en vivo (`EUR`, `MXN`…). Los datos de ejemplo solo existen en dólares: con ellos se muestra
 * USD y la consola lo avisa una vez. Con un feed manda la moneda del feed.
 */
export const currencyAttribute = enumAttribute('currency', CURRENCIES, 'USD');
/** What every data widget takes about its figures' origin and how they read. */
export const DATA_ATTRIBUTES = [sourceAttribute, refreshAttribute, localeAttribute] as const;
/** Semilla de la serie generada: la misma semilla dibuja siempre los mismos datos. */
export const seedAttribute = integerAttribute('seed', { min: 0, max: 4294967295 }, undefined, 'aleatoria');

/** The chart widgets' attributes: coin, timeframe label, the series' seed and where the figures come from. */
export const SERIES_ATTRIBUTES = [
  analyticsCoinAttribute,
  timeframeAttribute,
  seedAttribute,
  ...DATA_ATTRIBUTES,
] as const;
export type SeriesProps = PropsOf<typeof SERIES_ATTRIBUTES>;
