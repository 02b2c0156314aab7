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

/** The platforms' ids, in order. */
export const MEASURED_PLATFORMS: readonly MeasuredPlatform[] = MEASURED_PLATFORM_INFO.map((info) => info.id);

/** What a reader sees for each platform. */
export const MEASURED_PLATFORM_LABELS = Object.fromEntries(
  MEASURED_PLATFORM_INFO.map((info) => [info.id, info.label]),
) as Readonly<{ [P in Info as P['id']]: P['label'] }>;

/** Whether a platform's texts are posts (social) or headlines (news). */
export const platformKind = (platform: MeasuredPlatform): PlatformKind | undefined =>
  MEASURED_PLATFORM_INFO.find((info) => info.id === platform)?.kind;
