import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withReference } from '../../src/widgets/publish/reference.ts';

/** The code blocks of a Markdown text in one language (```json … ```), each with its line number. */
function codeBlocks(markdown: string, language: string): { line: number; code: string }[] {
  return [...markdown.matchAll(new RegExp(`^\\s*\`\`\`${language}\\n([\\s\\S]*?)^\\s*\`\`\`$`, 'gm'))].map((match) => ({
    line: markdown.slice(0, match.index).split('\n').length,
    code: match[1] ?? '',
  }));
}

/** Whether every value of `part` is in `whole`: object keys with the same values, array items found among its items. */
function isExcerptOf(part: unknown, whole: unknown): boolean {
  if (Array.isArray(part)) return Array.isArray(whole) && part.every((item) => whole.some((w) => isExcerptOf(item, w)));
  if (part !== null && typeof part === 'object') {
    if (whole === null || typeof whole !== 'object' || Array.isArray(whole)) return false;
    const object = whole as Record<string, unknown>;
    return Object.entries(part).every(([key, value]) => key in object && isExcerptOf(value, object[key]));
  }
  return Object.is(part, whole);
}

describe('README', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('opens by saying what the product is, for whom, and that it shows the sample data by default', () => {
    const intro = readme.slice(0, readme.indexOf('```'));
    expect(intro).toMatch(/sitios de noticias/);
    expect(intro).toMatch(/datos de ejemplo de la especificación/);
  });

  it('shows the app and a widget in an article, in small pictures that exist', () => {
    const intro = readme.slice(0, readme.indexOf('```'));
    const images = [...intro.matchAll(/!\[[^\]]+\]\(([^)]+)\)/g)].map(([, path]) => path as string);
    expect(images).toEqual(['docs/img/app.png', 'docs/img/articulo.png']);
    for (const image of images) {
      expect(existsSync(image), image).toBe(true);
      expect(statSync(image).size, image).toBeLessThan(150 * 1024);
    }
  });

  it('opens with the two commands that set everything up, in its first code block', () => {
    const firstBlock = readme.match(/```(?:bash|sh)?\n([\s\S]*?)```/)?.[1] ?? '';
    expect(readme.indexOf('```')).toBeLessThan(1400);
    const commands = firstBlock
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\s+#.*$/, ''));
    expect(commands).toEqual(['npm install && npm start', 'npm test']);
  });

  it('documents in its table every environment variable the server reads', () => {
    // Every server file: settings are read in api-settings.ts and main.ts, and beside the parts they set (store/store-settings.ts).
    const sources = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join('src/server', file), 'utf8'))
      .join('\n');
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
      if (file.endsWith('.json')) {
        // A JSON excerpt is valid JSON of its own, with values the full file has.
        expect(isExcerptOf(JSON.parse(code), JSON.parse(readFileSync(file, 'utf8'))), file).toBe(true);
        continue;
      }
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

  it('has only JSON blocks that parse (no trailing commas, no comments)', () => {
    const blocks = codeBlocks(readme, 'json');
    expect(blocks.length).toBeGreaterThan(0);
    for (const { line, code } of blocks) expect(() => JSON.parse(code), `README.md:${line}`).not.toThrow();
  });

  it('links its HTML snippets to stylesheets and scripts the build writes at those paths (npm start serves them)', () => {
    const { files } = JSON.parse(readFileSync('package.json', 'utf8')) as { files: string[] };
    const local = codeBlocks(readme, 'html').flatMap(({ line, code }) =>
      [...code.matchAll(/(?:href|src)="(\/[^"]*\.(?:css|js))"/g)].map(([, path]) => ({ line, path: path as string })),
    );
    expect(local.map(({ path }) => path)).toContain('/crypto-widgets-placeholders.css');
    for (const { line, path } of local) expect(files, `README.md:${line} ${path}`).toContain(`dist${path}`);
  });
});
