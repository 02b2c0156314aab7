// The benchmark's tables, in Markdown (the README's Performance section shows the last run).

import type { BytesResult } from './bytes.ts';
import type { ChatCapResult, ChatLoadResult, ChatStreamResult } from './chat.ts';
import type { CoinsResult } from './coins.ts';
import { type FootprintResult, footprintTable } from './footprint.ts';
import type { InteractionResult } from './interaction.ts';
import type { LeakResult } from './leaks.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LiveResult } from './live.ts';
import type { MainThreadResult } from './main-thread.ts';
import type { MemoryResult } from './memory.ts';
import type { PeerResult } from './peer.ts';
import type { RenderResult } from './render.ts';
import { type ScaleResult, scaleTable } from './scale.ts';
import { type SentimentLoadResult, sentimentLoadTable } from './sentiment-load.ts';
import type { SeriesBenchResult } from './series.ts';
import type { ServerLoadResult } from './server.ts';
import type { SlowCdnResult } from './slow-cdn.ts';
import { figure, show } from './stats.ts';

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** Tags in backticks, or Markdown would take them for HTML. */
const tagsAsCode = (text: string) => text.replace(/<[a-z-]+>/g, (tag) => `\`${tag}\``);

const verdict = (ok: boolean) => (ok ? 'cumple' : 'no cumple');

/** The issue's goals for the pages `bench/bytes.ts` measures (the others: their budget in the budget test). */
const BYTE_GOALS_KB: Readonly<Record<string, number>> = { 'Una <crypto-sentiment> de ejemplo': 84 };

export function printTables(results: Record<string, unknown>): void {
  const out: string[] = [`Mediana (mín.–máx.) de varias ejecuciones · ${results.date}`];

  const render = results.render as RenderResult[] | undefined;
  if (render) {
    const largest = new Map(
      render.map((r) => [r.tag, Math.max(...render.filter((x) => x.tag === r.tag).map((x) => x.count))]),
    );
    out.push(
      '### Tiempo hasta pintar todas las instancias',
      table(
        ['Etiqueta', 'N', 'Nuestro (ms)', 'Suelo: DSD estático (ms)', 'Nuestro ÷ suelo', 'Objetivo'],
        render.map((r) => {
          const target = r.count === 1 ? 3 : r.count === largest.get(r.tag) ? 2 : undefined;
          return [
            `\`<${r.tag}>\``,
            String(r.count),
            show(r.ours),
            show(r.floor),
            show(r.ratio, 2),
            target ? `≤ ${target}×: ${verdict(r.ratio.median <= target)}` : '—',
          ];
        }),
      ),
    );
  }

  const live = results.live as LiveResult[] | undefined;
  if (live) {
    out.push(
      '### Datos en vivo: tiempo hasta ver las cifras del proveedor',
      table(
        ['Página', 'N', 'Datos de ejemplo (ms)', 'En vivo, proveedor local a 100 ms (ms)'],
        live.map((l) => ['`<crypto-sentiment>`', String(l.count), show(l.sample), show(l.live)]),
      ),
    );
  }

  const memory = results.memory as MemoryResult[] | undefined;
  if (memory) {
    out.push(
      '### Memoria por instancia',
      table(
        ['Etiqueta', 'Heap JS (KB)', 'Nodos DOM', 'Suelo: heap (KB)', 'Suelo: nodos'],
        memory.map((m) => [
          `\`<${m.tag}>\` (1 → ${m.count})`,
          show(m.heapKbPerInstance, 1),
          show(m.nodesPerInstance),
          show(m.floorHeapKbPerInstance, 1),
          show(m.floorNodesPerInstance),
        ]),
      ),
    );
  }

  const interactions = results.interactions as InteractionResult[] | undefined;
  if (interactions) {
    out.push(
      '### Latencia de interacción (de la entrada al siguiente pintado)',
      table(
        ['Interacción', 'ms', 'Event Timing: la más larga (ms)', 'Objetivo ≤ 50 ms'],
        interactions.map((i) => [
          tagsAsCode(i.name),
          show(i.toNextPaint, 1),
          i.eventTiming.length
            ? `${figure(Math.max(...i.eventTiming))} (de ${i.eventTiming.length} eventos ≥ 16 ms)`
            : 'ninguno ≥ 16 ms',
          verdict(i.toNextPaint.median <= 50),
        ]),
      ),
    );
  }

  const chat = results.chat as { load?: ChatLoadResult; stream?: ChatStreamResult; cap?: ChatCapResult } | undefined;
  const cap = chat?.cap;
  if (cap) {
    out.push(
      '### `<crypto-chat>`: una respuesta de 10 MB, cortada en el límite',
      table(
        ['Medida', 'Valor', 'Objetivo'],
        [
          [
            `Respuesta enviada (caracteres) → guardada, sin marcas (caracteres)`,
            `${cap.sent} → ${cap.kept}`,
            `≤ 1000000: ${verdict(cap.kept <= 1_000_000)}`,
          ],
          ['De la pregunta a la respuesta cortada y dibujada (ms)', figure(cap.totalMs), '—'],
          [
            'Tarea más larga (ms)',
            cap.longTasks ? `${figure(cap.longestTaskMs)} (${cap.longTasks} de ≥ 50 ms)` : 'ninguna ≥ 50',
            `≤ 50: ${verdict(cap.longestTaskMs <= 50)}`,
          ],
        ],
      ),
    );
  }
  if (chat?.load && chat.stream) {
    const { load, stream } = chat;
    out.push(
      '### `<crypto-chat>` con un asistente: conversación larga y respuesta larga',
      table(
        ['Medida', 'Valor', 'Objetivo'],
        [
          [
            `Tecla, hasta el siguiente fotograma (ms), con ${load.messages} mensajes`,
            show(load.keystroke, 1),
            `≤ 16: ${verdict(load.keystroke.median <= 16)}`,
          ],
          [
            `Enviar, hasta pintar (ms), con ${load.messages} mensajes`,
            show(load.send, 1),
            `≤ 50: ${verdict(load.send.median <= 50)}`,
          ],
          [
            `Respuesta de ${stream.characters} caracteres en ${stream.fragments} fragmentos: tiempo de script (ms)`,
            figure(stream.scriptingMs),
            '—',
          ],
          [
            'La misma: tarea más larga (ms)',
            stream.longTasks ? `${figure(stream.longestTaskMs)} (${stream.longTasks} de ≥ 50 ms)` : 'ninguna ≥ 50',
            `≤ 50: ${verdict(stream.longestTaskMs <= 50)}`,
          ],
        ],
      ),
    );
  }

  const leaks = results.leaks as LeakResult[] | undefined;
  if (leaks) {
    out.push(
      '### Fugas: 500 ciclos de crear y quitar',
      table(
        [
          'Etiqueta',
          'Heap tras GC (KB)',
          'Últimos 250 ciclos (KB)',
          'Listeners que quedan',
          'Timers que quedan',
          'Objetivo: ≤ 1 MB, 0 timers',
        ],
        leaks.map((l) => [
          `\`<${l.tag}>\``,
          `${l.heapDeltaKb >= 0 ? '+' : ''}${figure(l.heapDeltaKb)}`,
          `${l.lastHalfKb >= 0 ? '+' : ''}${figure(l.lastHalfKb)}`,
          String(l.listenersLeft),
          String(l.timersLeft),
          verdict(l.heapDeltaKb <= 1024 && l.timersLeft === 0 && l.listenersLeft <= 0),
        ]),
      ),
    );
  }

  const peer = results.peer as PeerResult | undefined;
  if (peer) {
    const ratio = (a: number, b: number) => figure(a / b, 2);
    const { ours, peer: them } = peer;
    // Our chat is a facade: its bytes at load, and after the reader's first click into the field (peer.ts).
    const row = (side: typeof ours) => [
      tagsAsCode(side.name),
      show(side.kbTransferred, 1),
      show(side.kbAfterInteraction, 1),
      show(side.msToUsable),
      show(side.msInteractionToMounted),
      show(side.heapMb, 2),
      show(side.heapMbAfterInteraction, 2),
    ];
    const bytesGoal = (a: number, b: number) => `${ratio(a, b)} (≤ 0,75: ${verdict(a <= 0.75 * b)})`;
    out.push(
      '### `<crypto-chat>` frente a `<deep-chat>`',
      table(
        [
          '',
          'JS al cargar (KB gzip)',
          'JS tras el primer clic (KB gzip)',
          'Hasta poder escribir (ms)',
          'Del clic al chat montado (ms)',
          'Heap al cargar (MB)',
          'Heap tras el clic (MB)',
        ],
        [
          row(ours),
          row(them),
          [
            'Nuestro ÷ deep-chat (objetivo)',
            // Issue 25's goals: bytes ≤ 0.75 and usable no later than the peer, from the same interleaved runs.
            bytesGoal(ours.kbTransferred.median, them.kbTransferred.median),
            bytesGoal(ours.kbAfterInteraction.median, them.kbAfterInteraction.median),
            `${ratio(ours.msToUsable.median, them.msToUsable.median)} (≤ 1,0: ${verdict(ours.msToUsable.median <= them.msToUsable.median)})`,
            '—',
            `${ratio(ours.heapMb.median, them.heapMb.median)} (≤ 0,5)`,
            `${ratio(ours.heapMbAfterInteraction.median, them.heapMbAfterInteraction.median)} (≤ 0,5)`,
          ],
        ],
      ),
    );
  }

  const lighthouse = results.lighthouse as LighthouseResult[] | undefined;
  if (lighthouse) {
    out.push(
      '### Lighthouse 12.8 (móvil)',
      table(
        [
          'Página',
          'Rendimiento (≥ 95)',
          'Accesibilidad (100)',
          'Buenas prácticas (100)',
          'CLS (≤ 0,01)',
          'LCP (ms)',
          'TBT (ms)',
        ],
        lighthouse.map((l) => [
          l.page,
          show(l.performance),
          show(l.accessibility),
          show(l.bestPractices),
          show(l.cls, 3),
          show(l.lcpMs),
          show(l.tbtMs),
        ]),
      ),
    );
  }
  const mainThread = results.mainThread as MainThreadResult | undefined;
  if (mainThread) {
    out.push(
      '### Hilo principal del dashboard (412 × 823, tiempo de CPU sin ralentizar)',
      table(
        ['Medida', 'ms'],
        [
          ['Tarea más larga tras el primer pintado', show(mainThread.longestMs, 1)],
          ['Tarea que dibuja el gráfico del mercado', show(mainThread.chartMs, 1)],
          ['Bloqueo con la CPU 4× más lenta: Σ (4 × CPU − 50)', show(mainThread.blockingMs)],
        ],
      ),
    );
  }
  // Issue 25's figures beside its goals, from this run: each part adds its own rows.
  const goals: string[][] = [];
  const dashboard = lighthouse?.find((l) => l.page.startsWith('App'));
  if (dashboard) {
    goals.push(
      [
        'App: dashboard, rendimiento Lighthouse (móvil)',
        show(dashboard.performance),
        `≥ 95: ${verdict(dashboard.performance.median >= 95)}`,
      ],
      [
        'App: dashboard, tiempo total de bloqueo (ms)',
        show(dashboard.tbtMs),
        `≤ 200: ${verdict(dashboard.tbtMs.median <= 200)}`,
      ],
    );
  }
  const bytes = results.bytes as BytesResult[] | undefined;
  for (const b of bytes ?? []) {
    const goal = BYTE_GOALS_KB[b.page];
    goals.push([
      `${tagsAsCode(b.page)}, JS gzip (KB)`,
      figure(b.kb, 1),
      goal === undefined ? '—' : `≤ ${goal}: ${verdict(b.kb <= goal)}`,
    ]);
  }
  if (goals.length > 0) out.push('### Objetivos del issue 25', table(['Medida', 'Ahora', 'Objetivo'], goals));
  const slowCdn = results.slowCdn as SlowCdnResult[] | undefined;
  if (slowCdn) {
    out.push(
      '### Un CDN lento: primer pintado de la página con nuestros archivos colgados',
      table(
        ['Página', 'Colgados (ms)', 'Sin colgar (ms)', 'Colgados ÷ sin colgar (≤ 1,2)'],
        slowCdn.map((r) => [
          `\`${r.path}\``,
          show(r.hung),
          show(r.normal),
          `${show(r.ratio, 2)}: ${verdict(r.ratio.median <= 1.2)}`,
        ]),
      ),
    );
  }
  const server = results.server as ServerLoadResult | undefined;
  if (server) {
    out.push(
      `### GET /api/feed con la caché caliente (${server.connections} conexiones, ${server.seconds} s, autocannon)`,
      table(
        ['Peticiones/s (≥ 5 000)', 'p50 (ms)', 'p99 (≤ 25 ms)', 'Errores', 'Llamadas a proveedores durante la prueba'],
        [
          [
            `${server.requestsPerSecond} (${verdict(server.requestsPerSecond >= 5000)})`,
            String(server.p50),
            `${server.p99} (${verdict(server.p99 <= 25)})`,
            String(server.errors + server.non2xx),
            `${server.upstreamCalls} (permitidas por los TTL: ${server.expectedCalls}; ${server.resources} al calentar)`,
          ],
        ],
      ),
      `Con las cifras medidas: ${server.measuredItems} textos en la base al empezar, ${server.itemsAdded} más durante la ` +
        `prueba (20 por segundo) y ${server.recomputes} recálculos de las cifras (uno por cambio, como mucho cada 15 s)` +
        (server.toFeedMs === undefined
          ? '.'
          : `; de un texto guardado a su efecto en el feed: ${(server.toFeedMs / 1000).toFixed(1)} s (≤ 60 s: ${verdict(server.toFeedMs <= 60_000)}).`),
    );
  }
  const sentimentLoad = results.sentimentLoad as SentimentLoadResult | undefined;
  if (sentimentLoad) out.push(sentimentLoadTable(sentimentLoad));
  const series = results.series as SeriesBenchResult | undefined;
  if (series) {
    out.push(
      '### Recalcular las series tras una hora nueva de datos (4 monedas × 4 periodos)',
      'Recalcular: de las filas leídas a las 16 series construidas, con su correlación, comprobadas, en JSON y con su ' +
        'ETag. La lectura de la base se mide aparte: en memoria y en PGlite.',
      table(
        [
          'Filas de la base (90 días)',
          'Series',
          'Lectura de la base en memoria (ms)',
          'Lectura de PGlite: 90 días / 7 días (ms)',
          'Recalcular todo (ms, ≤ 50)',
        ],
        [
          [
            String(series.rows),
            String(series.series),
            show(series.readMs, 1),
            `${show(series.pgliteReadMs, 1)} (${series.pgliteRows} filas) / ${show(series.pgliteRecentReadMs, 1)}`,
            `${show(series.recomputeMs, 1)} (${verdict(series.recomputeMs.median <= 50)})`,
          ],
        ],
      ),
    );
  }
  const scale = results.scale as ScaleResult | undefined;
  if (scale) out.push(scaleTable(scale));
  const footprint = results.footprint as FootprintResult | undefined;
  if (footprint) out.push(footprintTable(footprint));
  const coins = results.coins as CoinsResult | undefined;
  if (coins) out.push(coinsTable(coins));

  console.log(`\n${out.join('\n\n')}\n`);
}

/** Following more coins: each count against 5 coins in the same run (×). */
function coinsTable({ runs }: CoinsResult): string {
  const base = runs[0];
  if (!base) return '';
  const ratio = (value: number, of: number) => `${figure(value / of, 2)}×`;
  return [
    '### Seguir más monedas (COINS): 5, 25 y 100, frente a 5 en la misma ejecución',
    'Llamadas a los proveedores para el primer feed (de ellas a /coins/markets), tamaño del feed, cifras medidas de 30 ' +
      'días de textos repartidos entre las monedas, textos por segundo al buscar las monedas, y GET /api/feed con ' +
      'caché caliente (autocannon, 50 conexiones, 10 s).',
    table(
      [
        'Monedas',
        'Llamadas (markets)',
        'Feed gzip (KB)',
        'Cifras medidas (ms)',
        'Detección (textos/s)',
        '/api/feed (pet./s, p99 ms)',
      ],
      runs.map((run) => [
        String(run.coins),
        `${run.calls} (${run.marketsCalls})`,
        `${figure(run.feedGzipBytes / 1024, 1)} (${ratio(run.feedGzipBytes, base.feedGzipBytes)})`,
        `${show(run.measureMs, 1)} (${ratio(run.measureMs.median, base.measureMs.median)})`,
        `${run.detectPerSecond} (${ratio(run.detectPerSecond, base.detectPerSecond)})`,
        `${run.requestsPerSecond} (${ratio(run.requestsPerSecond, base.requestsPerSecond)}), ${run.p99}${run.failed ? `, ${run.failed} fallidas` : ''}`,
      ]),
    ),
  ].join('\n\n');
}
