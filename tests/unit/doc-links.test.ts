// Every relative link of the README and docs/*.md leads somewhere: the file exists, a linked page has content,
// and an #anchor is one of that page's headings as GitHub names them (or an HTML id). Every docs/*.md that the
// code names (comments, schema descriptions, links) exists too.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The Markdown pages whose links are checked. */
const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** A Markdown text with its fenced code blocks blanked out (same lines), so nothing inside them reads as Markdown. */
function withoutCodeBlocks(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
      if (fence === undefined && opening !== undefined) {
        fence = opening;
        return '';
      }
      if (fence !== undefined) {
        if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Inline code spans blanked out: `[x](y)` inside backticks is not a link. */
const withoutCodeSpans = (line: string): string => line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));

/** Inline markup of a heading: code spans, tags, links and images, escapes, emphasis (`_` not inside a word). */
const INLINE =
  /(`+)([\s\S]*?)\1|<[^>]+>|!?\[([^\]]*)\]\([^)]*\)|\\([!-/:-@[-`{-~])|\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu;

/** A heading's text as GitHub renders it: code spans keep their text, links their label; tags and markup go. */
function headingText(source: string): string {
  return source
    .replace(INLINE, (_match, _ticks, code?: string, label?: string, escaped?: string) =>
      code !== undefined ? code : label !== undefined ? headingText(label) : (escaped ?? ''),
    )
    .trim();
}

/**
 * GitHub's anchor for a heading (github-slugger): lower case; every character that is not a letter, a mark, a
 * decimal digit, a connector (`_`), a space or a hyphen removed (accents stay: "Detrás" → "detrás"); each space
 * a hyphen. A repeated slug gets -1, -2… in order.
 */
function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a page offers: its headings' slugs (numbered when repeated) and its HTML ids and names. */
function anchorsOf(markdown: string): Set<string> {
  const prose = withoutCodeBlocks(markdown);
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, text = ''] of prose.matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const slug = githubSlug(headingText(text));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id = ''] of prose.matchAll(/<[a-z][^>]*?\s(?:id|name)="([^"]+)"/gi)) anchors.add(id);
  return anchors;
}

interface Link {
  /** "README.md:23" */
  where: string;
  target: string;
}

/** A page's relative links: inline links and images, reference definitions and HTML href/src, outside code. */
function relativeLinks(page: string): Link[] {
  const lines = withoutCodeBlocks(readFileSync(page, 'utf8')).split('\n');
  return lines.flatMap((raw, index) => {
    const line = withoutCodeSpans(raw);
    const targets = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target as string),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*<?([^\s>]+)>?/g)].map(([, target]) => target as string),
      ...[...line.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, target]) => target as string),
    ];
    return targets
      .filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target))
      .map((target) => ({ where: `${page}:${index + 1}`, target }));
  });
}

const anchorCache = new Map<string, Set<string>>();
const anchorsOfFile = (file: string): Set<string> => {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(file, 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
};

/** Why a link from `page` to `target` does not resolve, or undefined when it does. */
function brokenBecause(page: string, target: string): string | undefined {
  const hash = target.indexOf('#');
  const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
  const file = path === '' ? page : normalize(join(dirname(page), path));
  if (file.startsWith('..')) return 'sale del repositorio';
  if (!existsSync(file)) return 'no existe';
  if (file.endsWith('.md') && !/^# \S/.test(readFileSync(file, 'utf8'))) return 'la página está vacía (sin título)';
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md') || statSync(file).isDirectory()) {
    return /^L\d+(?:-L\d+)?$/.test(anchor) ? undefined : `#${anchor} en un archivo que no es Markdown`;
  }
  return anchorsOfFile(file).has(anchor) ? undefined : `no hay ningún título con el ancla #${anchor}`;
}

/** The project's own files under src/ that can name a page: code, styles and notes. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:tsx?|css|md|html)$/.test(file))
    .map((file) => join(dir, file));
}

describe('GitHub anchors', () => {
  it('keep accents and drop punctuation, as GitHub names the headings of these pages', () => {
    expect(githubSlug(headingText('La correlación: sobre cambios, no sobre niveles'))).toBe(
      'la-correlación-sobre-cambios-no-sobre-niveles',
    );
    expect(githubSlug(headingText('El servidor (`/api/feed` y `/api/chat`)'))).toBe('el-servidor-apifeed-y-apichat');
    expect(githubSlug(headingText('`<crypto-analytics>` · Análisis Avanzado'))).toBe(
      'crypto-analytics--análisis-avanzado',
    );
    expect(githubSlug(headingText('El origen: `npm run bench scale`'))).toBe('el-origen-npm-run-bench-scale');
    expect(githubSlug(headingText('Otra CDN (Fastly, CloudFront, Bunny, Varnish, nginx…)'))).toBe(
      'otra-cdn-fastly-cloudfront-bunny-varnish-nginx',
    );
    expect(githubSlug(headingText('`WHALE_MIN_BTC` y **¿qué cuenta?**'))).toBe('whale_min_btc-y-qué-cuenta');
  });

  it('number a repeated heading and skip the headings inside code blocks', () => {
    const page = ['# Título', '## Umbral', '```toml', '# Umbral', '```', '## Umbral', '<a id="aquí"></a>'].join('\n');
    expect([...anchorsOf(page)]).toEqual(['título', 'umbral', 'umbral-1', 'aquí']);
  });
});

describe('Links between the pages', () => {
  it('finds the pages and their relative links', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'docs/arquitectura.md', 'docs/senales.md']));
    const links = PAGES.flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(40);
    expect(links).toContainEqual({ where: expect.stringMatching(/^docs\/despliegue\.md:/), target: '#vary' });
  });

  it('resolves every relative link of the README and docs/*.md, files and #anchors', () => {
    const broken = PAGES.flatMap(relativeLinks).flatMap(({ where, target }) => {
      const reason = brokenBecause(where.replace(/:\d+$/, ''), target);
      return reason ? [`${where} ${target}: ${reason}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('names in the code only pages that exist (docs/*.md, with or without #anchor)', () => {
    const { repository } = JSON.parse(readFileSync('package.json', 'utf8')) as { repository: { url: string } };
    const repo = repository.url.replace(/^git\+|\.git$/g, '').replace(/^https:\/\//, '');
    // A project path, or the page's address in the project's repository; never another site's docs/ folder.
    const named = new RegExp(
      `(?:(?<![\\w./-])|(?<=${repo.replace(/[./]/g, '\\$&')}/blob/[\\w.-]+/))docs/([\\w.-]+\\.md)(#[\\p{L}\\p{M}\\p{N}_-]+)?`,
      'gu',
    );
    const mentions = sourceFiles('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(named)].map((match) => ({ where: `${file}:${index + 1}`, target: match[0] })),
        ),
    );
    expect(mentions.map(({ target }) => target)).toContain('docs/senales.md');
    const broken = mentions.flatMap(({ where, target }) => {
      const reason = brokenBecause('README.md', target);
      return reason ? [`${where} ${target}: ${reason}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
