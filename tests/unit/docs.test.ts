import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withReference } from '../../src/widgets/publish/reference.ts';

describe('README', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('opens with the two commands that set everything up, in its first code block', () => {
    const firstBlock = readme.match(/```(?:bash|sh)?\n([\s\S]*?)```/)?.[1] ?? '';
    expect(readme.indexOf('```')).toBeLessThan(1200);
    const commands = firstBlock
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\s+#.*$/, ''));
    expect(commands).toEqual(['npm install && npm start', 'npm test']);
  });

  it('documents in its table every environment variable the server reads', () => {
    const sources = ['src/server/config.ts', 'src/server/main.ts'].map((file) => readFileSync(file, 'utf8')).join('\n');
    const read = new Set(
      [...sources.matchAll(/(?:env(?:\.|, ')|process\.env\.)([A-Z][A-Z_]+)/g)].map(([, name]) => name as string),
    );
    const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z_]+)` \|/gm)].map(([, name]) => name as string));
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });

  it('has the reference generated from custom-elements.json (run `npm run docs` after changing a widget)', () => {
    expect(readme).toBe(withReference(readme));
    expect(readme).toContain('### `<crypto-analytics>` · Análisis Avanzado');
    expect(readme).toContain('| `timeframe` | texto | "7D" | `1D`, `7D`, `30D`, `90D` |');
  });

  it('quotes the framework snippets word for word from the files the suite compiles or runs', () => {
    const extracts = [...readme.matchAll(/<!-- extracto de (\S+) -->\n```\w*\n([\s\S]*?)```/g)];
    expect(extracts.map(([, file]) => file)).toEqual([
      'docs/feed-ejemplo.json',
      'tests/types/consumer.tsx',
      'tests/browser/ssr-app/Article.tsx',
      'tests/frameworks/vue/Article.vue',
      'tests/frameworks/svelte/Article.svelte',
      'tests/frameworks/angular/src/app.ts',
    ]);
    for (const [, file = '', code = ''] of extracts) {
      const lines = new Set(
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => line.trim()),
      );
      const missing = code
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !lines.has(line));
      expect(missing, file).toEqual([]);
    }
  });
});
