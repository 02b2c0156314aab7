// The layers of docs/arquitectura.md hold: src/core is functions and data (no module-level state, no browser or
// Node runtime, nothing imported from a layer above it), and each layer imports only the layers below it
// (app → widgets → client → core; server → core). Read from the sources' syntax trees, so a comment or a string
// naming `document` is no violation and a renamed import is still caught.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function parse(path: string): Node {
  const { program, errors } = parseSync(path, readFileSync(path, 'utf8'));
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]?.message}`);
  return program as unknown as Node;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node`, with its parent and the key it hangs from. */
function* walk(node: Node, parent?: Node, key?: string): Generator<{ node: Node; parent?: Node; key?: string }> {
  yield { node, parent, key };
  for (const [childKey, value] of Object.entries(node)) {
    if (childKey === 'parent') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item, node, childKey);
    } else if (isNode(value)) yield* walk(value, node, childKey);
  }
}

/** The module specifiers a file imports or re-exports, static and dynamic. */
function specifiersOf(program: Node): string[] {
  const found: string[] = [];
  for (const { node } of walk(program)) {
    const source = (node as { source?: Node }).source;
    if (
      ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(node.type) &&
      source?.type === 'Literal' &&
      typeof source.value === 'string'
    ) {
      found.push(source.value);
    }
  }
  return found;
}

const LAYER_OF = (path: string): string | undefined => /^src\/(core|client|widgets|app|server)\//.exec(path)?.[1];

/** What each layer may import from src/. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  core: ['core'],
  client: ['client', 'core'],
  widgets: ['widgets', 'client', 'core'],
  app: ['app', 'widgets', 'client', 'core'],
  server: ['server', 'core'],
};

/** Packages core may use: pure libraries only (the feed's validator and its JSON Schema, a stream format's parser). */
const CORE_PACKAGES = ['valibot', '@valibot/to-json-schema', 'eventsource-parser'];

/** Globals that need a browser or Node: core reads none of them. */
const RUNTIME_GLOBALS = new Set([
  'document',
  'window',
  'self',
  'sessionStorage',
  'localStorage',
  'navigator',
  'location',
  'history',
  'IntersectionObserver',
  'MutationObserver',
  'ResizeObserver',
  'customElements',
  'HTMLElement',
  'Element',
  'process',
  'Buffer',
  'require',
  'module',
  '__dirname',
  '__filename',
  'console',
]);

/** Methods that change the collection they are called on. */
const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

/** The name at the root of `a.b[c].d`, when it is a plain identifier. */
function rootName(node: Node): string | undefined {
  let current: Node | undefined = node;
  while (current?.type === 'MemberExpression') current = current.object as Node;
  return current?.type === 'Identifier' ? (current.name as string) : undefined;
}

/** Why a core module is not functions and data: each problem with its line. */
function stateProblems(path: string, text = readFileSync(path, 'utf8')): string[] {
  const { program } = parseSync(path, text) as unknown as { program: Node };
  const lineOf = (node: Node) => text.slice(0, node.start).split('\n').length;
  const problems: string[] = [];
  const topLevel = new Set<string>();
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? ((statement.declaration as Node | null) ?? statement)
        : statement;
    switch (declaration.type) {
      case 'VariableDeclaration':
        if (declaration.kind !== 'const') {
          problems.push(`${path}:${lineOf(declaration)}: top-level ${declaration.kind as string}`);
        }
        for (const item of declaration.declarations as Node[]) {
          for (const { node } of walk(item.id as Node))
            if (node.type === 'Identifier') topLevel.add(node.name as string);
        }
        break;
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportDefaultDeclaration':
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
      case 'TSInterfaceDeclaration':
      case 'TSTypeAliasDeclaration':
      case 'TSEnumDeclaration':
      case 'TSModuleDeclaration':
      case 'TSDeclareFunction':
        break;
      default:
        problems.push(`${path}:${lineOf(declaration)}: a statement runs at load (${declaration.type})`);
    }
  }
  // Names the module declares itself (a `const history = …` is no browser history).
  const declared = new Set<string>();
  for (const { node, key } of walk(program)) {
    if (node.type === 'Identifier' && (key === 'id' || key === 'local' || key === 'params')) {
      declared.add(node.name as string);
    }
  }
  for (const { node, parent, key } of walk(program)) {
    // Something top-level changed after load: assigned, incremented, or changed through a mutating method.
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
      const target = (node.left ?? node.argument) as Node;
      const name = rootName(target);
      if (name && topLevel.has(name)) problems.push(`${path}:${lineOf(node)}: changes top-level ${name}`);
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === 'MemberExpression' && !callee.computed) {
        const method = (callee.property as Node).name as string;
        const name = rootName(callee.object as Node);
        if (name && topLevel.has(name) && MUTATORS.has(method)) {
          problems.push(`${path}:${lineOf(node)}: ${name}.${method}() changes top-level ${name}`);
        }
        const receiver = rootName(callee.object as Node);
        const first = args[0] && rootName(args[0]);
        if (receiver === 'Object' && ['assign', 'defineProperty'].includes(method) && first && topLevel.has(first)) {
          problems.push(`${path}:${lineOf(node)}: Object.${method}() changes top-level ${first}`);
        }
      }
    }
    // A browser's or Node's global read (not a property or a key named like one).
    if (node.type === 'Identifier' && RUNTIME_GLOBALS.has(node.name as string)) {
      const isProperty = parent?.type === 'MemberExpression' && key === 'property' && !parent.computed;
      const isKey = (parent?.type === 'Property' || parent?.type === 'PropertyDefinition') && key === 'key';
      const isType = parent?.type?.startsWith('TS') ?? false;
      if (!isProperty && !isKey && !isType && !declared.has(node.name as string))
        problems.push(`${path}:${lineOf(node)}: uses ${node.name as string}`);
    }
  }
  return problems;
}

/** Imports that leave the layer's allowed ones: each with its file. */
function importProblems(path: string): string[] {
  const layer = LAYER_OF(path) as string;
  return specifiersOf(parse(path)).flatMap((specifier) => {
    if (specifier.startsWith('.')) {
      const target = normalize(join(dirname(path), specifier)).replaceAll('\\', '/');
      const targetLayer = LAYER_OF(target);
      // The package's own manifest (its version) is no layer.
      if (!targetLayer)
        return target.startsWith('src/') || target === 'package.json'
          ? []
          : [`${path}: imports ${target}, outside src/`];
      return MAY_IMPORT[layer]?.includes(targetLayer)
        ? []
        : [`${path}: ${layer} imports ${targetLayer} (${specifier})`];
    }
    if (layer !== 'core') return [];
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    return CORE_PACKAGES.includes(name as string) ? [] : [`${path}: core imports the package ${specifier}`];
  });
}

const ROOT = process.cwd();
const coreFiles = sourcesUnder('src/core').map((path) => relative(ROOT, path).replaceAll('\\', '/'));

describe('src/core: functions and data', () => {
  it('has modules (the test reads the real tree)', () => {
    expect(coreFiles.length).toBeGreaterThan(50);
  });

  it('keeps no module-level state and needs no browser or Node', () => {
    expect(coreFiles.flatMap((path) => stateProblems(path))).toEqual([]);
  });

  it('catches what it looks for', () => {
    const caught = (code: string) => stateProblems('probe.ts', code);
    expect(caught('let count = 0; export const next = () => ++count;')).toHaveLength(2);
    expect(caught('const seen = new Set<string>(); export const once = (k: string) => seen.add(k);')).toEqual([
      'probe.ts:1: seen.add() changes top-level seen',
    ]);
    expect(caught('const own = {}; export const provide = (p: object) => Object.assign(own, p);')).toHaveLength(1);
    expect(caught('const cache: Record<string, number> = {}; export const put = () => { cache.a = 1; };')).toHaveLength(
      1,
    );
    expect(caught('if (typeof document !== "undefined") {}')).toHaveLength(2);
    expect(caught('export const read = () => sessionStorage.getItem("a");')).toEqual([
      'probe.ts:1: uses sessionStorage',
    ]);
    // Data and functions are fine: a frozen table, a local cache inside a function, a key named like a global.
    expect(
      caught(
        'const TABLE: ReadonlyMap<string, number> = new Map([["a", 1]]);\n' +
          'export function f() { const seen = new Set(); seen.add(1); return { document: TABLE.get("a") }; }',
      ),
    ).toEqual([]);
  });
});

describe('the layers import downwards only', () => {
  const files = ['core', 'client', 'widgets', 'app', 'server'].flatMap((layer) =>
    sourcesUnder(`src/${layer}`).map((path) => relative(ROOT, path).replaceAll('\\', '/')),
  );

  it('app → widgets → client → core, and server → core', () => {
    expect(files.flatMap(importProblems)).toEqual([]);
  });
});

/** Imports of tests/ from `path` (its code, or the file's): each with its file. */
function testImports(path: string, code?: string): string[] {
  const program = code === undefined ? parse(path) : (parseSync(path, code).program as unknown as Node);
  return specifiersOf(program)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => normalize(join(dirname(path), specifier)).replaceAll('\\', '/'))
    .filter((target) => target.startsWith('tests/'))
    .map((target) => `${path}: imports ${target}`);
}

describe('tests/ stands apart', () => {
  it('is imported by nothing under src/, bench/ or tools/ (what they share with the tests lives in tools/)', () => {
    const files = ['src', 'bench', 'tools'].flatMap((folder) =>
      sourcesUnder(folder).map((path) => relative(ROOT, path).replaceAll('\\', '/')),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((path) => testImports(path))).toEqual([]);
  });

  it('catches a static, a re-exported and a dynamic import of tests/', () => {
    expect(testImports('bench/probe.ts', "import { a } from '../tests/server/fakes.ts';")).toEqual([
      'bench/probe.ts: imports tests/server/fakes.ts',
    ]);
    expect(testImports('tools/probe.ts', "export * from '../tests/x.ts';")).toHaveLength(1);
    expect(testImports('src/server/probe.ts', "await import('../../tests/y.ts');")).toHaveLength(1);
    expect(testImports('bench/probe.ts', "import { a } from '../tools/fake-servers.ts';")).toEqual([]);
  });
});
