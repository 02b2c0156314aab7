// Three builds into dist/ (see the README's build contract); the plugins they use are in tools/vite/, one a file:
//   vite build --mode lib   → crypto-widgets.js + chunks/ + custom-elements.json   (emptied first)
//   vite build --mode classic-chunks, then --mode iife → crypto-widgets.iife.js, one classic script holding everything
//   vite build --mode sentiment → sentiment.js + .cjs, their .d.ts + .d.cts and emoji.LICENSE.md, the scorer as a
//                                library (crypto-widgets/sentiment)
//   vite build              → index.html (the app) and demo/ (the embedding demo)
// `vite` (dev) serves the pages and maps /crypto-widgets.js to the source entry.

import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import { chartCurves } from './tools/vite/chart-curves.ts';
import { chartScales } from './tools/vite/chart-scales.ts';
import { classicArticle } from './tools/vite/classic-article.ts';
import { classicChunksBuilt } from './tools/vite/classic-chunks-built.ts';
import { compactHeights } from './tools/vite/compact-heights.ts';
import { consumerFiles } from './tools/vite/consumer-files.ts';
import { devEntry } from './tools/vite/dev-entry.ts';
import { emojiAttribution } from './tools/vite/emoji-attribution.ts';
import { exampleFeed } from './tools/vite/example-feed.ts';
import { feedDescriptionsOut } from './tools/vite/feed-descriptions-out.ts';
import { leanIcons } from './tools/vite/lean-icons.ts';
import { ownKeysOnly } from './tools/vite/own-keys-only.ts';
import { parallelChunkLoading } from './tools/vite/parallel-chunk-loading.ts';
import { pgliteTemplate } from './tools/vite/pglite-template.ts';
import { reactForCommonJs } from './tools/vite/react-for-commonjs.ts';
import { sentimentDeclarations } from './tools/vite/sentiment-declarations.ts';
import { sharedChartHelpers } from './tools/vite/shared-chart-helpers.ts';
import { stripAnnotations } from './tools/vite/strip-annotations.ts';

const ENTRY = 'src/widgets/index.ts';
const CLASSIC_ENTRY = 'src/widgets/classic.ts';
/** The classic script's chunks, as the module build splits them, before they are put into one file. */
const CLASSIC_CHUNKS = 'node_modules/.cache/classic-chunks';
/** What lucide's icon modules build their components with in the library builds (see tools/vite/lean-icons.ts). */
const ICON_RUNTIME = 'src/widgets/ui/icon.ts';
/** The package version, which a second copy of the script compares with the one that defined the tags. */
export const VERSION_DEFINE = {
  __CRYPTO_WIDGETS_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version),
};
const PORT = Number(process.env.PORT) || 4173;
/** What the React apps' build (dist/react/) imports from the app instead of bundling. */
const REACT_PACKAGES = /^(react|react-dom)($|\/)/;
/**
 * The groups the classic script keeps: in one file a group saves no request, and each chunk costs a wrapper, so only
 * the large ones whose split keeps a module's evaluation lazy where it pays (React, the chart library's base, the
 * live, feed and shared code).
 */
const CLASSIC_GROUPS = new Set(['react', 'chart-base', 'fetch', 'live', 'feed', 'shared']);
/** The library chunk groups below, whose names stay in their file names. */
const NAMED_GROUPS = new Set([
  'react',
  'chart',
  'chart-base',
  'fetch',
  'live',
  'feed',
  'base-styles',
  'widget-ui',
  'chart-ui',
  'series',
  'coin-mark',
  'rolldown-runtime',
]);
/** Packages the server build leaves as imports (npm start installs devDependencies, so they are there). */
const SERVER_EXTERNALS = /^(@electric-sql\/pglite|pg|pg-[a-z-]+|ws|fast-xml-parser|htmlparser2)($|\/)/;
/** MINIFY=false builds readable bundles, for profiling. */
const MINIFY = process.env.MINIFY !== 'false';

const shared: UserConfig = {
  // Library builds do not set it, and React picks its production build from it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...VERSION_DEFINE },
  resolve: {
    alias: [
      // recharts asks for the shim of useSyncExternalStoreWithSelector, for React before 18; React 19 has the hook,
      // and react-redux (under recharts) already brings the plain version: one copy, React's own hook, no shim.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // lucide-react marks its modules "use client" for React Server Components; meaningless in a bundle.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  // `npm start` serves the files as a CDN would: a module script from another origin needs CORS.
  preview: { port: PORT, strictPort: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  server: { port: 5173 },
};

export default defineConfig(({ mode, command }) => {
  if (command === 'serve') return { ...shared, define: VERSION_DEFINE, plugins: [devEntry(ENTRY)] };

  // build/server/main.js: the API and the built files on one port (`npm start`); build/server/collect.js: the
  // collectors alone (`npm run collect`); build/server/chunks/pglite-worker.js: the embedded database's thread,
  // beside the chunk that starts it. Their packages stay imports. build/pglite-template: new PGlite folders' copy.
  if (mode === 'server') {
    const server: UserConfig = {
      publicDir: false,
      plugins: [pgliteTemplate('build/pglite-template')],
      build: {
        ssr: true,
        outDir: 'build/server',
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: {
          // Loaded from node_modules at run time: PGlite reads its WASM and data files beside its own code, pg
          // has optional native parts, and the collectors' parsers are plain packages.
          external: SERVER_EXTERNALS,
          input: {
            main: 'src/server/main.ts',
            collect: 'src/server/collect/main.ts',
            'pglite-worker': 'src/server/store/pglite-worker.ts',
          },
          output: {
            entryFileNames: (chunk) => (chunk.name === 'pglite-worker' ? 'chunks/[name].js' : '[name].js'),
            chunkFileNames: 'chunks/[name]-[hash].js',
          },
        },
      },
    };
    return server;
  }

  // dist/crypto-widgets.js with its chunks, and dist/react/: the same for React apps, importing the app's own
  // React (a peer dependency) instead of carrying a copy. And the classic script's chunks (classic-chunks): the
  // same split of the classic entry, which the iife build then puts into one file.
  if (mode === 'lib' || mode === 'react' || mode === 'classic-chunks') {
    const forReact = mode === 'react';
    const classic = mode === 'classic-chunks';
    return {
      ...shared,
      publicDir: forReact || classic ? false : undefined,
      plugins: [
        sharedChartHelpers(),
        chartScales(),
        chartCurves(),
        compactHeights(),
        ownKeysOnly(),
        feedDescriptionsOut(),
        leanIcons(ICON_RUNTIME),
        // The classic script fetches nothing more: no consumer files, no chunk lists for the loader to prefetch.
        ...(classic ? [] : forReact ? [reactForCommonJs(REACT_PACKAGES)] : [consumerFiles(), stripAnnotations()]),
        ...(classic ? [] : [parallelChunkLoading()]),
      ],
      build: {
        ...shared.build,
        outDir: classic ? CLASSIC_CHUNKS : forReact ? 'dist/react' : 'dist',
        emptyOutDir: !forReact,
        lib: { entry: classic ? CLASSIC_ENTRY : ENTRY, formats: ['es'], fileName: () => 'crypto-widgets.js' },
        rolldownOptions: {
          ...shared.build?.rolldownOptions,
          // The bundler would otherwise move the loader into a chunk behind a one-line entry: one more request.
          preserveEntrySignatures: 'allow-extension',
          output: {
            minify: MINIFY,
            // Our chunks and the libraries' groups keep a readable name; the chart library's inner pieces are named
            // by their hash alone, since the loader lists every chunk by name and those names add up.
            chunkFileNames: (chunk) =>
              classic
                ? 'chunks/[name]-[hash].js'
                : chunk.moduleIds.some((id) => id.includes('/src/')) || NAMED_GROUPS.has(chunk.name)
                  ? 'chunks/[name]-[hash:6].js'
                  : 'chunks/[hash:6].js',
            // Purposeful chunks rather than many small ones: React, our shared code; each
            // widget and the chart library are split by use (a price chart does not fetch the pie).
            codeSplitting: {
              // Only the modules named here; their dependencies (the registry, which the entry holds) stay put.
              includeDependenciesRecursively: false,
              // Libraries first, so no chunk of ours is imported by a library chunk: chunks never import
              // each other in a circle, whose evaluation order would break.
              groups: [
                { name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/ },
                // What recharts builds on (d3, its Redux store, es-toolkit): a chunk of its own, so neither half of
                // the chart library passes webpack's 244 KiB per-file hint in a site that bundles us.
                {
                  name: 'chart-base',
                  priority: 2,
                  // (with the modules through which its CommonJS parts require the app's React, for dist/react/, the
                  // one copy of recharts' Babel helpers, its d3 scales and curves: tools/vite/shared-chart-helpers.ts,
                  // chart-scales.ts and chart-curves.ts)
                  test: /node_modules[\\/](d3-[a-z-]+|victory-vendor|redux|redux-thunk|@reduxjs|reselect|immer|react-redux|use-sync-external-store|react-is|es-toolkit|decimal\.js-light|eventemitter3|clsx|tiny-invariant)[\\/]|^\0crypto-widgets:(react-for-commonjs:|chart-helpers$|chart-scales$|chart-interpolate$|chart-curves$)/,
                },
                // What every page with fetched figures needs, whether from the providers (`source="live"`) or a
                // site's feed: the shared requests and their refresh, the reading of a resource with its provenance,
                // the figures' states and their summary, the root that reports them, the provenance line. The
                // plausibility bounds too: the live readers check with them and the feed's schema is built from
                // them, so the feed chunk imports them from here and never the other way round. The spans' contract
                // too, and the hook that adopts styles arriving after the widget's (the offline note's, the
                // measured views').
                {
                  name: 'fetch',
                  priority: 2,
                  test: /src[\\/](core[\\/](live[\\/](capped-body|read-fields|pace|compose)\.ts|provenance\.ts|figures-summary\.ts|feed[\\/]bounds\.ts|spans[\\/]types\.ts)|client[\\/](request|refresh|read-resource|field-warnings)\.ts|widgets[\\/](ui[\\/](Provenance\.tsx|live\.css|ago\.ts)|element[\\/]FetchedRoot\.tsx|measured[\\/]adopt\.ts))/,
                },
                // The public providers' readers and the live source: fetched only for `source="live"`, never by a
                // page that reads a site's feed.
                {
                  name: 'live',
                  priority: 2,
                  test: /src[\\/](core[\\/]live[\\/]|client[\\/](live-source|live-resources|combine|provider-urls)\.ts|widgets[\\/]element[\\/]LiveRoot\.tsx)/,
                },
                // A site's JSON feed: its reader and validator, fetched only by pages with a feed `source`.
                {
                  name: 'feed',
                  priority: 2,
                  test: /node_modules[\\/]valibot[\\/]|src[\\/](core[\\/]feed[\\/](?!bounds\.ts)|client[\\/]feed-source\.ts|widgets[\\/]element[\\/]FeedRoot\.tsx)/,
                },
                // The measured figures' smallest words, shared by feed pages, the measured views, trending and the
                // assistant: the tracked coins, a figure's state, the platforms and where the texts came from. Four
                // chunks of a few hundred bytes each otherwise, four requests on a feed page.
                {
                  name: 'measured-base',
                  priority: 2,
                  test: /src[\\/](core[\\/]measured[\\/](types|state|platforms)|widgets[\\/]measured[\\/]where)\.ts$/,
                },
                // The widgets' base styles alone: the chat's shell (chat/shell.ts) draws with them before React is
                // here, so they cannot wait in the shared chunk, which needs React.
                { name: 'base-styles', priority: 2, test: /src[\\/]widgets[\\/]ui[\\/]base\.css/ },
                // What the chart widgets alone draw with: the chart's frame and styles, the when-near hook that mounts
                // it, the figures beside a chart (issue 25: not on a sentiment page), a panel's view of its points and
                // the words of its subtitle; and what a coin the data does not cover says (a sentiment card fetches it
                // only for such a coin).
                {
                  name: 'chart-ui',
                  priority: 2,
                  test: /src[\\/]widgets[\\/](ui[\\/](chart\.|use-near-viewport|Figure|CoinNotCovered)|panels[\\/](view|series-words)\.)/,
                },
                // The series widgets' loader with their sample series and its generator, which they hand to the sample
                // source (core/sample/series.ts), and their one wrapper (ChartWidget): the market overview and the
                // portfolio draw charts without them.
                {
                  name: 'series',
                  priority: 2,
                  test: /src[\\/](widgets[\\/](ui[\\/]use-seed|panels[\\/](SeriesLoader|ChartWidget))|core[\\/](series|random|sample[\\/]series)\.ts)/,
                },
                // A coin's mark (its initial on its colour), for the quotes' widgets only.
                { name: 'coin-mark', priority: 2, test: /src[\\/]widgets[\\/]ui[\\/](CoinMark|contrast)\./ },
                // What the data widgets draw with (cards, gauges, bands, the loading states) and the chat never uses:
                // a chat's page does not fetch it.
                {
                  name: 'widget-ui',
                  priority: 2,
                  // (not what the groups above take; with the two trend arrows every data widget's bands draw: a chunk
                  // of their own cost a request)
                  test: /src[\\/]widgets[\\/]ui[\\/](?!base\.css|formats\.ts|icon\.ts|live\.css|chart\.|use-near-viewport|use-seed|Figure|CoinMark|CoinNotCovered|contrast|Provenance)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]arrow-(up|down)-right\./,
                },
                // Our code every widget needs; the chart helpers stay with the chart widgets (and recharts).
                {
                  name: 'shared',
                  priority: 1,
                  // The live data code stays out (its own chunk, fetched only for `source="live"`), and so does the
                  // code that talks to a partner's assistant (only chats with a backend fetch it), and so do the spans'
                  // series, correlation and market_chart pipeline (core/spans: only live and feed pages fetch them).
                  // Nor what one kind of widget alone uses: the chat's sample replies (with the chat's code), the
                  // correlation matrix, the coin table (the assistant's and the collectors'), the measured figures' names, the chart widgets' series loader and when-near
                  // hook, and the sample figures one widget alone shows (core/sample/, but for common.ts: they travel
                  // with that widget's code) (issue 25: a sample <crypto-sentiment> page carries none of them).
                  test: /src[\\/](core[\\/](?!live[\\/]|figures-summary|feed[\\/]|assistant[\\/]|spans[\\/]|measured[\\/]|coins[\\/]table|sample[\\/](?!common)|chat(-reply)?\.ts|correlation\.ts)|client[\\/](page-settings|sample-source)\.ts|widgets[\\/](element[\\/](?!LiveRoot|FeedRoot|unsupported-page)|ui[\\/](?!chart\.|Provenance|use-near-viewport)|attributes\.ts|widget-spec\.ts))/,
                },
              ].filter((group) => !classic || CLASSIC_GROUPS.has(group.name)),
            },
          },
        },
      },
    };
  }

  // dist/sentiment.js: the scorer alone (crypto-widgets/sentiment), for sites that score their own texts; no React.
  // dist/sentiment.cjs: the same for require() (Node scripts and tools that are still CommonJS). Both carry the emoji
  // data's attribution, with its licence beside them (dist/emoji.LICENSE.md).
  if (mode === 'sentiment') {
    return {
      publicDir: false,
      plugins: [sentimentDeclarations(), emojiAttribution()],
      build: {
        target: 'es2022',
        outDir: 'dist',
        emptyOutDir: false,
        reportCompressedSize: false,
        lib: {
          entry: 'src/core/sentiment/index.ts',
          formats: ['es', 'cjs'],
          fileName: (format) => (format === 'cjs' ? 'sentiment.cjs' : 'sentiment.js'),
        },
        rolldownOptions: { output: { minify: MINIFY } },
      },
    };
  }

  // The classic script: the classic entry's chunks (the classic-chunks build, whose plugins already ran) in one
  // file. Each chunk is one module here, evaluated when first needed as a module page evaluates a chunk when it
  // arrives; built from the sources instead, every one of their modules would carry its own lazy wrapper (+5 KB).
  if (mode === 'iife') {
    return {
      ...shared,
      plugins: [classicChunksBuilt(CLASSIC_CHUNKS), ownKeysOnly()],
      build: {
        ...shared.build,
        outDir: 'dist',
        emptyOutDir: false,
        lib: {
          entry: `${CLASSIC_CHUNKS}/crypto-widgets.js`,
          formats: ['iife'],
          name: 'CryptoWidgets',
          fileName: () => 'crypto-widgets.iife.js',
        },
        rolldownOptions: { ...shared.build?.rolldownOptions, output: { minify: MINIFY, codeSplitting: false } },
      },
    };
  }

  // The pages: the app at dist/index.html and the demo at dist/demo/.
  return {
    ...shared,
    base: './',
    plugins: [sharedChartHelpers(), classicArticle(), exampleFeed()],
    build: {
      ...shared.build,
      outDir: 'dist',
      emptyOutDir: false,
      rolldownOptions: {
        ...shared.build?.rolldownOptions,
        input: { app: 'index.html', demo: 'demo/index.html', configurator: 'demo/configurador.html' },
      },
    },
  };
});
