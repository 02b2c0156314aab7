import { configure } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { settleInFlight } from './in-flight.ts';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Events fired by testing-library and user-event are React updates: run them inside act().
configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    act(() => {
      result = dispatch();
    });
    return result;
  },
});

// happy-dom has no layout. Charts get a fixed size, measured once when they mount (resize observers never
// fire), and the user "prefers reduced motion", so recharts does not animate outside of act().
const CHART_SIZE = { width: 640, height: 240 };
const measure = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function (this: Element) {
  if (!this.classList.contains('recharts-wrapper')) return measure.call(this);
  return {
    ...CHART_SIZE,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: CHART_SIZE.width,
    bottom: CHART_SIZE.height,
    toJSON() {},
  } as DOMRect;
};
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
const matchMedia = window.matchMedia.bind(window);
window.matchMedia = (query: string) => {
  const list = matchMedia(query);
  if (query.includes('prefers-reduced-motion: reduce')) Object.defineProperty(list, 'matches', { value: true });
  return list;
};

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  // A test that expects warnings replaces this spy's implementation (vi.spyOn(console, 'warn').mockImplementation).
  consoleWarn = vi.spyOn(console, 'warn');
});

afterEach(async () => {
  // A test that ran out of time may still be mounting or rendering: let that finish first, so the next test
  // starts on an empty page with no act() scope left open.
  await settleInFlight();
  // Removing the widgets unmounts them (a microtask later); let that happen inside act().
  await act(async () => {
    document.body.replaceChildren();
    await Promise.resolve();
  });
  vi.useRealTimers();
  // A widget must never log an error into the host page's console.
  expect(consoleError).not.toHaveBeenCalled();
  // Nor a warning the test did not expect.
  if (!consoleWarn.getMockImplementation()) expect(consoleWarn).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
