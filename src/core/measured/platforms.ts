// The platforms we measure, one line each: what a reader sees for it (its Spanish label) and how its texts count
// ("publicaciones" on a social platform, "titulares" in the news). Pure data, read by the browser (labels) and
// the server (the collectors in src/server/collect/sources.ts, the store's constraint, the posts/headlines
// grouping). Adding a source: docs/recogida.md, "Añadir una fuente".

/** A social platform's texts are posts; the news' are headlines. */
export type PlatformKind = 'social' | 'news';

export interface MeasuredPlatformInfo {
  /** The stored `platform` of its texts and the key of its collector; lowercase letters only. */
  readonly id: string;
  /** What a reader sees ("Noticias", "Bluesky"). */
  readonly label: string;
  readonly kind: PlatformKind;
}

/** In the order every list shows them. */
export const MEASURED_PLATFORM_INFO = [
  { id: 'news', label: 'Noticias', kind: 'news' },
  { id: 'bluesky', label: 'Bluesky', kind: 'social' },
  { id: 'telegram', label: 'Telegram', kind: 'social' },
  { id: 'reddit', label: 'Reddit', kind: 'social' },
] as const satisfies readonly MeasuredPlatformInfo[];

type Info = (typeof MEASURED_PLATFORM_INFO)[number];
export type MeasuredPlatform = Info['id'];
/** The labels, as a type: the sentiment card's platform names include them. */
export type MeasuredPlatformLabel = Info['label'];

/** The lookups every reader uses, made from a list of platforms (the list above; a test's longer one). */
export function platformTables<List extends readonly MeasuredPlatformInfo[]>(list: List) {
  type Id = List[number]['id'];
  return {
    /** The platforms' ids, in order. */
    ids: list.map((info) => info.id) as readonly Id[],
    /** What a reader sees for each platform. */
    labels: Object.fromEntries(list.map((info) => [info.id, info.label])) as Readonly<{
      [P in List[number] as P['id']]: P['label'];
    }>,
    /** Whether each platform's texts are posts or headlines. */
    kinds: Object.fromEntries(list.map((info) => [info.id, info.kind])) as Readonly<Record<Id, PlatformKind>>,
  };
}

const tables = platformTables(MEASURED_PLATFORM_INFO);
export const MEASURED_PLATFORMS = tables.ids;
export const MEASURED_PLATFORM_LABELS = tables.labels;
export const MEASURED_PLATFORM_KINDS = tables.kinds;
