// How tall a widget will be at a given width, so its placeholder reserves that space and the page does not
// shift when it renders. Tables are measured in Chromium (`npm run measure-heights`); a browser test fails
// when a widget's real height drifts from its table.

import measured from './reserved-heights.json';

/** [width, height] steps by increasing width: from `width` on (up to the next step) the widget is `height` tall. */
export type HeightTable = readonly (readonly [width: number, height: number])[];

/** The height at `width`: the last step starting at or below it (the first step for narrower widths). */
export function reservedHeight(table: HeightTable, width: number): number {
  let height = table[0]?.[1] ?? 0;
  for (const [from, h] of table) {
    if (from > width) break;
    height = h;
  }
  return height;
}

/** The custom property carrying an element's reserved height (the loader sets it; a page may too). */
export const RESERVED_HEIGHT_PROPERTY = '--crypto-reserved-height';

const MEASURED = measured as unknown as Readonly<Record<string, HeightTable>>;

/**
 * The heights measured in Chromium by `npm run measure-heights` for a tag, or for one value of the attribute
 * that shapes it (`shape` = `[size=square]`).
 */
export const measuredHeights = (tag: string, shape = ''): HeightTable => MEASURED[tag + shape] ?? [[320, 400]];
