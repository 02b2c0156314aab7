// Probes of what a page still holds: timers set and neither fired nor cleared, and event listeners on window and
// document. Shared by the leak benchmark and the browser tests.

import type { CDPSession } from 'playwright-core';

/** An init script: counts pending timers, read with `window.__pendingTimers()`. */
export const COUNT_TIMERS = `
(() => {
  const pending = new Set();
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = function (callback, ms, ...args) {
    const id = set.call(window, (...a) => { pending.delete(id); if (typeof callback === 'function') callback(...a); }, ms, ...args);
    pending.add(id);
    return id;
  };
  window.clearTimeout = function (id) { pending.delete(id); return clear.call(window, id); };
  window.setInterval = function (...args) { const id = every.apply(window, args); pending.add(id); return id; };
  window.clearInterval = function (id) { pending.delete(id); return stop.call(window, id); };
  window.__pendingTimers = () => pending.size;
})();`;

/** Event listeners on window and document (CDP DOMDebugger). */
export async function listenerCount(cdp: CDPSession): Promise<number> {
  let total = 0;
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) continue;
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    total += listeners.length;
  }
  return total;
}
