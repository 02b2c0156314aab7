import { use } from 'react';
import { HostContext } from '../../element/context.ts';
import { useAdoptedStyles } from '../../measured/adopt.ts';
import css from './span.css?inline';

/** The span panels bring their stylesheet to the shadow root they render in, once. */
export function useSpanStyles(): void {
  useAdoptedStyles(use(HostContext), css);
}
