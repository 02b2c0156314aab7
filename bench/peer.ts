// <crypto-chat> against a peer, <deep-chat> (its single-file bundle, answering from a local handler), on the
// same harness: JavaScript bytes transferred, time from navigation until the text input is usable, and the
// JS heap at that moment (after forced garbage collection). Our chat is a facade (src/widgets/chat/facade.ts): at
// load it is its light shell, and React and its code come with the reader's first interaction. So both sides are
// measured twice: at load, and after the reader clicks into the field (ours then mounts; the peer has all its code
// already), with the bytes and heap of each moment and, for ours, the time from the click to the mounted chat.

import { collectGarbage, type Harness, metrics, recordScriptBytes } from './harness.ts';
import { repeat, type Summary, summarize } from './stats.ts';

export interface PeerSide {
  name: string;
  kbTransferred: Summary;
  msToUsable: Summary;
  heapMb: Summary;
  /** After the reader's first interaction (a click into the field), once the network is idle again. */
  kbAfterInteraction: Summary;
  heapMbAfterInteraction: Summary;
  /** From that click until the chat is mounted (ours; 0 for the peer, whose code is all there at load). */
  msInteractionToMounted: Summary;
}

export interface PeerResult {
  ours: PeerSide;
  peer: PeerSide;
}

// Notes when the chat's text input exists, is visible and editable.
const WATCH_INPUT = `
(() => {
  const usable = () => {
    const host = document.querySelector('crypto-chat, deep-chat');
    const root = host && host.shadowRoot;
    const input = root && (root.querySelector('input.cw-input') || root.querySelector('#text-input'));
    return input && input.getClientRects().length > 0 && (input.isContentEditable || !input.disabled);
  };
  const check = () => (usable() ? (window.__usable = performance.now()) : requestAnimationFrame(check));
  requestAnimationFrame(check);
  addEventListener('pointerdown', () => (window.__clicked ??= performance.now()), true);
})();`;

interface Taken {
  kb: number;
  ms: number;
  heapMb: number;
  kbAfter: number;
  heapMbAfter: number;
  msToMounted: number;
}

async function measure(harness: Harness, path: string): Promise<Taken> {
  const { page, context, cdp } = await harness.open();
  const bytes = recordScriptBytes(page);
  await page.addInitScript(WATCH_INPUT);
  await page.goto(harness.url(path));
  await page.waitForFunction(() => (window as { __usable?: number }).__usable !== undefined, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const ms = await page.evaluate(() => (window as unknown as { __usable: number }).__usable);
  await collectGarbage(cdp);
  const heapMb = ((await metrics(cdp)).JSHeapUsedSize ?? 0) / 1024 / 1024;
  const kb = bytes() / 1024;
  // The reader's first interaction: a click into the field (ours: the intent that mounts the chat).
  await page.locator('crypto-chat input.cw-input, deep-chat #text-input').click();
  const mounted = await page.waitForFunction(() => {
    const chat = document.querySelector('crypto-chat');
    const at = (window as { __clicked?: number }).__clicked;
    return at !== undefined && (!chat || chat.matches(':defined:not(:state(pending))')) && performance.now() - at;
  });
  const msToMounted = Number(await mounted.jsonValue());
  await page.waitForLoadState('networkidle');
  // A quiet moment for late size reports, as after the load.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await collectGarbage(cdp);
  const heapMbAfter = ((await metrics(cdp)).JSHeapUsedSize ?? 0) / 1024 / 1024;
  const kbAfter = bytes() / 1024;
  await context.close();
  return { kb, ms, heapMb, kbAfter, heapMbAfter, msToMounted };
}

export async function measurePeer(harness: Harness, runs: number): Promise<PeerResult> {
  const ours = harness.writePage(
    'peer-ours.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>crypto-chat</title><link rel="icon" href="data:,">
<script type="module" src="/crypto-widgets.js"></script></head><body><crypto-chat></crypto-chat></body></html>`,
  );
  harness.writePage(
    'peer-setup.js',
    `const chat = document.querySelector('deep-chat');
chat.introMessage = { text: '¡Hola! Soy tu asistente de análisis cripto.' };
chat.connect = { handler: (body, signals) => setTimeout(() => signals.onResponse({ text: 'Respuesta local.' }), 1500) };
`,
  );
  const peer = harness.writePage(
    'peer-deep-chat.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>deep-chat</title><link rel="icon" href="data:,">
<script type="module" src="/peer/deepChat.bundle.js"></script><script type="module" src="/bench/peer-setup.js"></script>
</head><body><deep-chat></deep-chat></body></html>`,
  );
  // One of ours, one of the peer's, and so on: on a shared machine, both sides see the same minutes' load.
  const runsOf = await repeat(runs, async () => ({
    ours: await measure(harness, ours),
    peer: await measure(harness, peer),
  }));
  const side = (name: string, taken: Taken[]): PeerSide => ({
    name,
    kbTransferred: summarize(taken.map((r) => r.kb)),
    msToUsable: summarize(taken.map((r) => r.ms)),
    heapMb: summarize(taken.map((r) => r.heapMb)),
    kbAfterInteraction: summarize(taken.map((r) => r.kbAfter)),
    heapMbAfterInteraction: summarize(taken.map((r) => r.heapMbAfter)),
    msInteractionToMounted: summarize(taken.map((r) => r.msToMounted)),
  });
  const result = {
    ours: side(
      '<crypto-chat>',
      runsOf.map((r) => r.ours),
    ),
    peer: side(
      '<deep-chat>',
      runsOf.map((r) => r.peer),
    ),
  };
  for (const s of [result.ours, result.peer]) {
    console.log(
      `  peer ${s.name}: ${s.kbTransferred.median.toFixed(1)} KB, usable at ${s.msToUsable.median.toFixed(0)} ms, heap ${s.heapMb.median.toFixed(2)} MB; after a click into the field ${s.kbAfterInteraction.median.toFixed(1)} KB, heap ${s.heapMbAfterInteraction.median.toFixed(2)} MB, mounted ${s.msInteractionToMounted.median.toFixed(0)} ms after it`,
    );
  }
  return result;
}
