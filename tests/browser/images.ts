import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Share of pixels that differ between two screenshots (1 when their sizes differ). */
export function pixelDifference(a: Buffer, b: Buffer): number {
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  if (left.width !== right.width || left.height !== right.height) return 1;
  const differing = pixelmatch(left.data, right.data, undefined, left.width, left.height, { threshold: 0.1 });
  return differing / (left.width * left.height);
}
