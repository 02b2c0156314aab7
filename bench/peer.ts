// <crypto-chat> against a peer, <deep-chat> (its single-file bundle, answering from a local handler), on the
// same harness: JavaScript bytes transferred, time from navigation until the text input is usable, and the
// JS heap at that moment (after forced garbage collection).

import { collectGarbage, type Harness, metrics, recordScriptBytes } from './harness.ts';
import { repeat, type Summary, summarize } from './stats.ts';

export interface PeerSide {
  name: string;
  kbTransferred: Summary;
  msToUsable: Summary;
  heapMb: Summary;
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
})();`;

async function measure(harness: Harness, path: string): Promise<{ kb: number; ms: number; heapMb: number }> {
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
  await context.close();
  return { kb, ms, heapMb };
}

export async function measurePeer(harness: Harness, runs: number): Promise<PeerResult> {
  const ours = harness.writePage(
    'peer-ours.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>crypto-chat</title><link rel="icon" href="data:,">
<script type="module" src="/crypto-widgets.js"></script></head><body><crypto-chat loading="eager"></crypto-chat></body></html>`,
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
  const side = (name: string, taken: { kb: number; ms: number; heapMb: number }[]): PeerSide => ({
    name,
    kbTransferred: summarize(taken.map((r) => r.kb)),
    msToUsable: summarize(taken.map((r) => r.ms)),
    heapMb: summarize(taken.map((r) => r.heapMb)),
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
      `  peer ${s.name}: ${s.kbTransferred.median.toFixed(1)} KB, usable at ${s.msToUsable.median.toFixed(0)} ms, heap ${s.heapMb.median.toFixed(2)} MB`,
    );
  }
  return result;
}
