// Library builds (lib, react): each widget's chunks requested in one parallel round, and checks of the chunk graph.

import type { Plugin, Rolldown } from 'vite';

/**
 * Each import() in the loader also starts every chunk its target needs (found from the bundle's import graph),
 * so a widget's code arrives in one parallel round instead of one round per level of imports. Plain import()
 * calls, each chunk once: nothing is written into the host page's <head>.
 */
export function parallelChunkLoading(): Plugin {
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
      // What one widget alone shows of the sample data (src/core/sample/, but for common.ts) travels with that
      // widget's code (core/data-source.ts, provideSample): never in what every widget loads with its machinery.
      const machinery = [...chunks.values()].find((chunk) =>
        chunk.moduleIds.some((id) => /[\\/]src[\\/]widgets[\\/]element[\\/]define\.ts$/.test(id)),
      );
      for (const file of machinery ? [machinery.fileName, ...needs(machinery.fileName)] : []) {
        const own = chunks
          .get(file)
          ?.moduleIds.find((id) => /[\\/]src[\\/]core[\\/]sample[\\/](?!common\.ts)/.test(id));
        if (own) this.error(`${file}, which every widget loads, holds ${own}: it belongs with its widget's code`);
      }
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
        // All start in the same task, so their order does not matter; sorted, the lists share prefixes gzip finds.
        indexes.sort((a, b) => a - b);
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
