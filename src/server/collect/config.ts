// PLACEHOLDER: replaced by the store/collect branch at merge. Only the names main.ts uses, so it typechecks.

export type CollectConfig = Record<string, unknown>;

export function collectConfigFromEnv(_env: Record<string, string | undefined>): CollectConfig {
  return {};
}
