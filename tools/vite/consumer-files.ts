// Build (lib mode): the files a consumer's tools read beside the bundle, all derived from the registry: the
// manifest, the declarations, the placeholder stylesheet, the feed schema and the CommonJS answer. The source
// modules are loaded with Vite's module runner (paths from the project root, where Vite runs).

import { type Plugin, runnerImport } from 'vite';

/** dist/crypto-widgets.cjs: the package is an ES module; CommonJS callers are told how to load it. */
const COMMONJS_ANSWER = `// crypto-widgets is an ES module: CommonJS require() cannot load it.
throw new Error(
  "crypto-widgets es un módulo ES y no se puede cargar con require(). Usa import 'crypto-widgets' " +
    "(o await import('crypto-widgets') desde CommonJS). En pruebas con Jest, simúlalo: " +
    "jest.mock('crypto-widgets', () => ({ configure: () => {}, load: async () => {}, loadAll: async () => {} })).",
);
`;

/** Writes custom-elements.json from the registry, and from that manifest the declarations (also Vue's and Svelte's). */
export function consumerFiles(): Plugin {
  return {
    name: 'crypto-widgets:consumer-files',
    apply: 'build',
    async generateBundle() {
      const [{ module: manifest }, { module: typings }] = await Promise.all([
        runnerImport<typeof import('../../src/widgets/publish/manifest.ts')>('./src/widgets/publish/manifest.ts'),
        runnerImport<typeof import('../../src/widgets/publish/declarations.ts')>(
          './src/widgets/publish/declarations.ts',
        ),
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
        typeof import('../../src/widgets/publish/framework-declarations.ts')
      >('./src/widgets/publish/framework-declarations.ts');
      this.emitFile({ type: 'asset', fileName: 'vue.d.ts', source: frameworks.buildVueDeclarations(built) });
      this.emitFile({ type: 'asset', fileName: 'svelte.d.ts', source: frameworks.buildSvelteDeclarations(built) });
      // The placeholder rules, for a site to serve from its own stylesheet (see the README).
      const { module: placeholders } =
        await runnerImport<typeof import('../../src/widgets/placeholder.ts')>('./src/widgets/placeholder.ts');
      const { module: registry } =
        await runnerImport<typeof import('../../src/widgets/registry.ts')>('./src/widgets/registry.ts');
      this.emitFile({
        type: 'asset',
        fileName: 'crypto-widgets-placeholders.css',
        source: `/* crypto-widgets: el espacio de cada widget mientras llega su código. Sírvelo desde tu propio sitio. */\n${placeholders.placeholderCss(registry.registry.map((d) => d.tag).join(','))}\n`,
      });
      // The JSON Schema of a site's feed (source="https://…/feed.json"), from the schema the reader validates with.
      const { module: feed } = await runnerImport<typeof import('../../src/core/feed/json-schema.ts')>(
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
