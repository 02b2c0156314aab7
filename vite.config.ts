// Three builds into dist/ (see the README's build contract):
//   vite build --mode lib   → crypto-widgets.js + chunks/ + custom-elements.json   (emptied first)
//   vite build --mode iife  → crypto-widgets.iife.js, one classic script holding everything
//   vite build              → index.html (the app) and demo/ (the embedding demo)
// `vite` (dev) serves the pages and maps /crypto-widgets.js to the source entry.

import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type Rolldown, runnerImport, type UserConfig } from 'vite';

const ENTRY = 'src/widgets/index.ts';
const CLASSIC_ENTRY = 'src/widgets/classic.ts';
/** The package version, which a second copy of the script compares with the one that defined the tags. */
export const VERSION_DEFINE = {
  __CRYPTO_WIDGETS_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version),
};
const PORT = Number(process.env.PORT) || 4173;
/** dist/crypto-widgets.cjs: the package is an ES module; CommonJS callers are told how to load it. */
const COMMONJS_ANSWER = `// crypto-widgets is an ES module: CommonJS require() cannot load it.
throw new Error(
  "crypto-widgets es un módulo ES y no se puede cargar con require(). Usa import 'crypto-widgets' " +
    "(o await import('crypto-widgets') desde CommonJS). En pruebas con Jest, simúlalo: " +
    "jest.mock('crypto-widgets', () => ({ configure: () => {}, load: async () => {}, loadAll: async () => {} })).",
);
`;
/** What the React apps' build (dist/react/) imports from the app instead of bundling. */
const REACT_PACKAGES = /^(react|react-dom)($|\/)/;
/** The library chunk groups below, whose names stay in their file names. */
const NAMED_GROUPS = new Set(['react', 'icons', 'chart', 'chart-base', 'live', 'feed', 'rolldown-runtime']);
/** MINIFY=false builds readable bundles, for profiling. */
const MINIFY = process.env.MINIFY !== 'false';

/** In dev, pages load /crypto-widgets.js exactly as in production; serve it from source. */
function devEntry(): Plugin {
  return {
    name: 'crypto-widgets:dev-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.split('?')[0]?.endsWith('/crypto-widgets.js')) req.url = `/${ENTRY}`;
        next();
      });
    },
  };
}

/** Writes custom-elements.json from the registry, and from that manifest the declarations (also Vue's and Svelte's). */
function consumerFiles(): Plugin {
  return {
    name: 'crypto-widgets:consumer-files',
    apply: 'build',
    async generateBundle() {
      const [{ module: manifest }, { module: typings }] = await Promise.all([
        runnerImport<typeof import('./src/widgets/publish/manifest.ts')>('./src/widgets/publish/manifest.ts'),
        runnerImport<typeof import('./src/widgets/publish/declarations.ts')>('./src/widgets/publish/declarations.ts'),
      ]);
      // One manifest; the declarations are derived from it.
      const built = manifest.buildManifest();
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: `${JSON.stringify(built, null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: 'crypto-widgets.d.ts', source: typings.buildDeclarations(built) });
      // The types of the `require` condition, a CommonJS declaration file as its CommonJS answer is.
      this.emitFile({
        type: 'asset',
        fileName: 'crypto-widgets.d.cts',
        source: typings.buildDeclarations(built, 'cjs'),
      });
      const { module: frameworks } = await runnerImport<
        typeof import('./src/widgets/publish/framework-declarations.ts')
      >('./src/widgets/publish/framework-declarations.ts');
      this.emitFile({ type: 'asset', fileName: 'vue.d.ts', source: frameworks.buildVueDeclarations(built) });
      this.emitFile({ type: 'asset', fileName: 'svelte.d.ts', source: frameworks.buildSvelteDeclarations(built) });
      // The placeholder rules, for a site to serve from its own stylesheet (see the README).
      const { module: placeholders } =
        await runnerImport<typeof import('./src/widgets/placeholder.ts')>('./src/widgets/placeholder.ts');
      const { module: registry } =
        await runnerImport<typeof import('./src/widgets/registry.ts')>('./src/widgets/registry.ts');
      this.emitFile({
        type: 'asset',
        fileName: 'crypto-widgets-placeholders.css',
        source: `/* crypto-widgets: el espacio de cada widget mientras llega su código. Sírvelo desde tu propio sitio. */\n${placeholders.placeholderCss(registry.registry.map((d) => d.tag).join(','))}\n`,
      });
      // The JSON Schema of a site's feed (source="https://…/feed.json"), from the schema the reader validates with.
      const { module: feed } = await runnerImport<typeof import('./src/core/feed/json-schema.ts')>(
        './src/core/feed/json-schema.ts',
      );
      this.emitFile({
        type: 'asset',
        fileName: feed.FEED_SCHEMA_FILE,
        source: `${JSON.stringify(feed.feedJsonSchema(), null, 2)}\n`,
      });
      // require('crypto-widgets') (Jest, older tools) gets a clear answer instead of a resolver failure.
      this.emitFile({ type: 'asset', fileName: 'crypto-widgets.cjs', source: COMMONJS_ANSWER });
    },
  };
}

/**
 * Each import() in the loader also starts every chunk its target needs (found from the bundle's import graph),
 * so a widget's code arrives in one parallel round instead of one round per level of imports. Plain import()
 * calls, each chunk once: nothing is written into the host page's <head>.
 */
function parallelChunkLoading(): Plugin {
  return {
    name: 'crypto-widgets:parallel-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      // Chunks that import each other in a circle evaluate in an order that breaks module-level code.
      const visiting = new Set<string>();
      const checked = new Set<string>();
      const visit = (file: string, path: string[]) => {
        if (visiting.has(file)) this.error(`circular chunk imports: ${[...path, file].join(' → ')}`);
        if (checked.has(file)) return;
        visiting.add(file);
        for (const dependency of chunks.get(file)?.imports ?? []) visit(dependency, [...path, file]);
        visiting.delete(file);
        checked.add(file);
      };
      for (const file of chunks.keys()) visit(file, []);
      // The entry exports only its documented API: a chunk importing from it would add minified internals.
      for (const chunk of chunks.values()) {
        if (chunk.imports.includes(entry.fileName) || chunk.dynamicImports.includes(entry.fileName)) {
          this.error(`${chunk.fileName} imports the entry; pass what it needs through the loader's hooks`);
        }
      }
      const needs = (file: string, found = new Set<string>()): Set<string> => {
        for (const dependency of chunks.get(file)?.imports ?? []) {
          // Not the entry, nor a package the app provides (React, for dist/react/).
          if (dependency === entry.fileName || !chunks.has(dependency) || found.has(dependency)) continue;
          found.add(dependency);
          needs(dependency, found);
        }
        return found;
      };
      // Every chunk a widget needs is listed once, as a literal import() a bundler can follow (a site that bundles
      // this package gets the same parallel loading, with its own chunk names, and no request for a path its
      // bundler moved); each widget's import() first starts its dependencies by their index in that list.
      const prefetch = '__cwPrefetch';
      const listed: string[] = [];
      const indexOf = (file: string) => (listed.includes(file) ? listed : listed.concat(file)).indexOf(file);
      entry.code = entry.code.replace(/import\(\s*(["'`])\.\/(chunks\/[^"'`]+\.js)\1\s*\)/g, (call, _quote, file) => {
        const dependencies = [...needs(file)];
        if (dependencies.length === 0) return call;
        const indexes = dependencies.map((d) => {
          if (!listed.includes(d)) listed.push(d);
          return indexOf(d);
        });
        return `(${prefetch}(${JSON.stringify(indexes)}),${call})`;
      });
      if (listed.length > 0) {
        const imports = listed.map((d) => `()=>import(${JSON.stringify(`./${d}`)})`).join(',');
        // A failed prefetch is harmless: the widget's own import() reports the failure.
        entry.code = `const ${prefetch}=(l)=>{for(const i of l)${prefetch}.c[i]().catch(()=>{})};${prefetch}.c=[${imports}];\n${entry.code}`;
      }
    },
  };
}

/**
 * The reserved-height tables travel in the loader as compact text, each step as the difference from the one
 * before (`"240.610 28.-18"` for `[[240, 610], [268, 592]]`), and are decoded once when it starts: about 200
 * bytes less for the script every page loads. The JSON file stays the readable source.
 */
function compactHeights(): Plugin {
  return {
    name: 'crypto-widgets:compact-heights',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/reserved-heights.json')) return;
      const tables = JSON.parse(code) as Record<string, [number, number][]>;
      const compact = Object.fromEntries(
        Object.entries(tables).map(([key, table]) => [
          key,
          table.map(([w, h], i) => `${w - (table[i - 1]?.[0] ?? 0)}.${h - (table[i - 1]?.[1] ?? 0)}`).join(' '),
        ]),
      );
      return {
        code: `const compact = ${JSON.stringify(compact)};
export default Object.fromEntries(Object.entries(compact).map(([key, steps]) => {
  let w = 0, h = 0;
  return [key, steps.split(' ').map((step) => { const [dw, dh] = step.split('.'); return [(w += +dw), (h += +dh)]; })];
}));`,
        moduleType: 'js',
      };
    },
  };
}

/**
 * The bundler's runtime builds module namespaces with `for (name in exports)`, which also walks enumerable
 * properties a page (or a prototype-pollution bug) put on Object.prototype, and then throws "Getter must be a
 * function" for every widget. Walk the object's own keys instead.
 */
function ownKeysOnly(): Plugin {
  const forIn = /for\(var (\w+) in (\w+)\)(\w+)\((\w+),\1,\{get:\2\[\1\],enumerable:!0\}\)/g;
  return {
    name: 'crypto-widgets:own-keys-only',
    apply: 'build',
    // After minification, whose output the pattern matches.
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = file.code.replace(forIn, 'for(var $1 of Object.keys($2))$3($4,$1,{get:$2[$1],enumerable:!0})');
      }
    },
  };
}

/** Replaces `from` in `text` once; a missing marker fails the build rather than shipping a broken page. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`demo/clasico.html: marker not found: ${from}`);
  return next;
}

/** demo/clasico.html: the built article, loading the single-file classic script instead of the module. */
function classicArticle(): Plugin {
  return {
    name: 'crypto-widgets:classic-article',
    apply: 'build',
    // After Vite has written the HTML pages into the bundle.
    enforce: 'post',
    generateBundle(_, bundle) {
      const article = bundle['demo/index.html'];
      if (article?.type !== 'asset') return;
      let page = String(article.source);
      page = replaceOnce(
        page,
        /<script type="module" src="\.\.\/crypto-widgets\.js"[^>]*><\/script>/,
        '<script defer src="../crypto-widgets.iife.js"></script>',
      );
      page = replaceOnce(page, '<title>', '<title>Script clásico · ');
      page = replaceOnce(page, '<a href="./" aria-current="page">', '<a href="./">');
      page = replaceOnce(page, '<a href="./clasico.html">', '<a href="./clasico.html" aria-current="page">');
      page = replaceOnce(
        page,
        /(<p data-build-note>)[\s\S]*?(<\/p>)/,
        '$1Esta página carga <code>crypto-widgets.iife.js</code>: todo en un único script clásico, para sitios que no pueden usar módulos.$2',
      );
      this.emitFile({ type: 'asset', fileName: 'demo/clasico.html', source: page });
    },
  };
}

/** The README's example feed, served beside the demo as demo/feed.json (`source="./feed.json"`). */
function exampleFeed(): Plugin {
  const file = 'docs/feed-ejemplo.json';
  return {
    name: 'crypto-widgets:example-feed',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'demo/feed.json', source: readFileSync(file, 'utf8') });
    },
    configureServer(server) {
      server.middlewares.use('/demo/feed.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(readFileSync(file, 'utf8'));
      });
    },
  };
}

/**
 * dist/react/ leaves React to the app (this plugin marks it external, in place of the `external` option, which the
 * bundler would apply before it could see a `require`); but recharts' state library reaches it through CommonJS modules
 * (use-sync-external-store's shims: `require('react')`). The bundler keeps such a `require` of an external package
 * as a call to its `require` helper, which throws in a browser ("Calling `require` for "react" in an environment that
 * doesn't expose the `require` function"), and the chart widgets never load. Each such `require` gets an ES module
 * instead that re-exports the package: the chunk imports React like the rest of our code, and `require()` returns
 * its namespace. (Rolldown's own esmExternalRequirePlugin reads `ns["module.exports"]`, which webpack refuses as an
 * export React lacks.)
 */
function reactForCommonJs(): Plugin {
  const prefix = '\0crypto-widgets:react-for-commonjs:';
  return {
    name: 'crypto-widgets:react-for-commonjs',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      order: 'pre',
      handler(source, _importer, options) {
        if (!REACT_PACKAGES.test(source)) return;
        return options.kind === 'require-call' ? `${prefix}${source}` : { id: source, external: true };
      },
    },
    load(id) {
      if (id.startsWith(prefix)) return `export * from ${JSON.stringify(id.slice(prefix.length))};`;
    },
  };
}

const shared: UserConfig = {
  // Library builds do not set it, and React picks its production build from it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...VERSION_DEFINE },
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
  if (command === 'serve') return { ...shared, define: VERSION_DEFINE, plugins: [devEntry()] };

  // build/server/main.js: the API and the built files on one port (`npm start`); its packages stay imports.
  if (mode === 'server') {
    return {
      publicDir: false,
      build: {
        ssr: 'src/server/main.ts',
        outDir: 'build/server',
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: { output: { entryFileNames: 'main.js' } },
      },
    };
  }

  // dist/crypto-widgets.js with its chunks, and dist/react/: the same for React apps, importing the app's own
  // React (a peer dependency) instead of carrying a copy.
  if (mode === 'lib' || mode === 'react') {
    const forReact = mode === 'react';
    return {
      ...shared,
      publicDir: forReact ? false : undefined,
      plugins: [
        compactHeights(),
        ownKeysOnly(),
        ...(forReact ? [reactForCommonJs()] : [consumerFiles()]),
        parallelChunkLoading(),
      ],
      build: {
        ...shared.build,
        outDir: forReact ? 'dist/react' : 'dist',
        emptyOutDir: !forReact,
        lib: { entry: ENTRY, formats: ['es'], fileName: () => 'crypto-widgets.js' },
        rolldownOptions: {
          ...shared.build?.rolldownOptions,
          // The bundler would otherwise move the loader into a chunk behind a one-line entry: one more request.
          preserveEntrySignatures: 'allow-extension',
          output: {
            minify: MINIFY,
            // Our chunks and the libraries' groups keep a readable name; the chart library's inner pieces are named
            // by their hash alone, since the loader lists every chunk by name and those names add up.
            chunkFileNames: (chunk) =>
              chunk.moduleIds.some((id) => id.includes('/src/')) || NAMED_GROUPS.has(chunk.name)
                ? 'chunks/[name]-[hash:6].js'
                : 'chunks/[hash:8].js',
            // Purposeful chunks rather than many small ones: React, the icons' base, our shared code; each
            // widget and the chart library are split by use (a price chart does not fetch the pie).
            codeSplitting: {
              // Only the modules named here; their dependencies (the registry, which the entry holds) stay put.
              includeDependenciesRecursively: false,
              // Libraries first, so no chunk of ours is imported by a library chunk: chunks never import
              // each other in a circle, whose evaluation order would break.
              groups: [
                { name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/ },
                {
                  name: 'icons',
                  priority: 2,
                  test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context)/,
                },
                // What recharts builds on (d3, its Redux store, es-toolkit): a chunk of its own, so neither half of
                // the chart library passes webpack's 244 KiB per-file hint in a site that bundles us.
                {
                  name: 'chart-base',
                  priority: 2,
                  // (with the modules through which its CommonJS parts require the app's React, for dist/react/)
                  test: /node_modules[\\/](d3-[a-z-]+|victory-vendor|redux|redux-thunk|@reduxjs|reselect|immer|react-redux|use-sync-external-store|react-is|es-toolkit|decimal\.js-light|eventemitter3|clsx|tiny-invariant)[\\/]|^\0crypto-widgets:react-for-commonjs:/,
                },
                // The live data code and its provenance line: fetched only for `source="live"` (or a feed).
                {
                  name: 'live',
                  priority: 2,
                  test: /src[\\/](core[\\/](live[\\/]|provenance\.ts)|widgets[\\/](ui[\\/]Provenance|element[\\/]LiveRoot)\.tsx)/,
                },
                // A site's JSON feed: its reader and validator, fetched only by pages with a feed `source`.
                {
                  name: 'feed',
                  priority: 2,
                  test: /node_modules[\\/]valibot[\\/]|src[\\/](core[\\/]feed[\\/]|widgets[\\/]element[\\/]FeedRoot\.tsx)/,
                },
                // Our code every widget needs; the chart helpers stay with the chart widgets (and recharts).
                {
                  name: 'shared',
                  priority: 1,
                  // The live data code stays out (its own chunk, fetched only for `source="live"`), and so does the
                  // code that talks to a partner's assistant (only chats with a backend fetch it).
                  test: /src[\\/](core[\\/](?!live[\\/]|feed[\\/]|assistant[\\/])|widgets[\\/](element[\\/](?!LiveRoot|FeedRoot)|ui[\\/](?!chart\.|Provenance)|panels[\\/]SeriesLoader|attributes\.ts|widget-spec\.ts))/,
                },
              ],
            },
          },
        },
      },
    };
  }

  if (mode === 'iife') {
    return {
      ...shared,
      plugins: [compactHeights(), ownKeysOnly()],
      build: {
        ...shared.build,
        outDir: 'dist',
        emptyOutDir: false,
        lib: {
          entry: CLASSIC_ENTRY,
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
    plugins: [classicArticle(), exampleFeed()],
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
