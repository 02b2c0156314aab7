// The last guard before the feed is served: a part that fails its published schema loses only what fails (the list
// item behind each issue: one evidence text, one source, one point), never the figures beside it.

import * as v from 'valibot';

/** What the feed left out of a part, for the log and /api/health ("measured", "coins.0.evidence.positive.2"). */
export interface DroppedField {
  part: string;
  /** Where in the part: the path of the dropped list item, or "" when the whole part went. */
  path: string;
  /** The schema's word on it. */
  reason: string;
}

/** A part with more bad items than this is not trimmed item by item: it is left out whole. */
const MAX_DROPPED = 50;

type PathItem = NonNullable<v.BaseIssue<unknown>['path']>[number];

const pathText = (path: readonly PathItem[]): string => path.map((item) => String(item.key)).join('.');

/** What the schema says of a value, in the log's words: «se esperaba <=280, llegó 290». */
export const issueText = (issue: v.BaseIssue<unknown>): string =>
  issue.expected ? `se esperaba ${issue.expected}, llegó ${issue.received}` : issue.message;

/** `value` without the list item at the end of `path` (a copy: the figures behind it are shared). */
function withoutItem<T>(value: T, path: readonly PathItem[]): T {
  const copy = structuredClone(value);
  let parent = copy as unknown as Record<PropertyKey, unknown>;
  for (const item of path.slice(0, -1)) parent = parent[item.key as PropertyKey] as Record<PropertyKey, unknown>;
  (parent as unknown as unknown[]).splice(path[path.length - 1]?.key as number, 1);
  return copy;
}

/**
 * The part as it passes the schema: itself, or itself without the list items that fail it (each said in
 * `dropped`), or nothing when what fails is not a list item (a figure of the part itself) or too much does.
 */
export function trimToSchema<T>(
  schema: v.GenericSchema,
  part: string,
  value: T,
): { value: T | undefined; dropped: DroppedField[] } {
  const dropped: DroppedField[] = [];
  let current = value;
  while (dropped.length <= MAX_DROPPED) {
    const verdict = v.safeParse(schema, current);
    if (verdict.success) return { value: current, dropped };
    const issue = verdict.issues[0];
    const path = issue.path ?? [];
    const item = path.findLastIndex((step) => step.type === 'array');
    if (item < 0) return { value: undefined, dropped: [...dropped, { part, path: '', reason: issueText(issue) }] };
    const itemPath = path.slice(0, item + 1);
    dropped.push({ part, path: pathText(itemPath), reason: issueText(issue) });
    current = withoutItem(current, itemPath);
  }
  return { value: undefined, dropped: [...dropped, { part, path: '', reason: 'demasiados datos rechazados' }] };
}
