// dist/vue.d.ts and dist/svelte.d.ts: the tags typed for Vue 3 and Svelte 5 templates, from the same manifest
// as crypto-widgets.d.ts (whose attribute, event and element types they reuse). A Vue or Svelte project opts in
// with one line (see the README's "Con frameworks"); neither file is needed at runtime.

import { buildManifest, declarationsOf, type Manifest, type ManifestDeclaration, pascalCase } from './manifest.ts';

const HEADER = '// crypto-widgets: declaraciones generadas desde custom-elements.json. No editar a mano.';

/** The names each tag's entry uses from crypto-widgets.d.ts. */
function typeNames(widget: ManifestDeclaration) {
  const name = pascalCase(widget.tagName);
  return { element: widget.name, attributes: `${name}Attributes`, events: `${name}Events` };
}

const importsFrom = (widgets: readonly ManifestDeclaration[]) =>
  `import type {\n${widgets
    .flatMap((w) => Object.values(typeNames(w)))
    .map((n) => `  ${n},`)
    .join('\n')}\n} from './crypto-widgets.js';`;

/**
 * Vue 3: each tag as a component type in `GlobalComponents`, so `vue-tsc` (also with `strictTemplates`) checks
 * its props and `@crypto-…` listeners. Props are the attributes in camelCase (Vue's template props); at run time
 * Vue treats the tags as custom elements once `isCustomElement` says so.
 */
export function buildVueDeclarations(manifest: Manifest = buildManifest()): string {
  const widgets = declarationsOf(manifest);
  return [
    HEADER,
    '// Vue 3: en un archivo .d.ts del proyecto, `/// <reference types="crypto-widgets/vue" />`.',
    '',
    "import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';",
    importsFrom(widgets),
    '',
    '/** `coin`, `storage-key` → `storageKey`: las props de Vue son los atributos en camelCase. */',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript template literal types, written out as text.
    'type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;',
    'type VueProps<Attributes> = { [Name in keyof Attributes as CamelCase<Name & string>]: Attributes[Name] };',
    '',
    '/** Un elemento como lo ve una plantilla de Vue: sus props y sus eventos (`@crypto-chat-send`). */',
    'type VueCustomElement<Element extends HTMLElement, Attributes, Events> = new () => Element & {',
    '  $props: HTMLAttributes & VueProps<Attributes> & PublicProps;',
    '  $emit: EmitFn<{ [Name in keyof Events]: (event: Events[Name]) => void }>;',
    '};',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...widgets.map((w) => {
      const t = typeNames(w);
      return `    '${w.tagName}': VueCustomElement<${t.element}, ${t.attributes}, ${t.events}>;`;
    }),
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * Svelte 5: each tag in `svelte/elements`' `SvelteHTMLElements`, so `svelte-check` knows its attributes and its
 * `oncrypto-…` handlers (Svelte 5 listens to the event named after `on`).
 */
export function buildSvelteDeclarations(manifest: Manifest = buildManifest()): string {
  const widgets = declarationsOf(manifest);
  return [
    HEADER,
    '// Svelte 5: en un archivo .d.ts del proyecto, `/// <reference types="crypto-widgets/svelte" />`.',
    '',
    "import type { HTMLAttributes } from 'svelte/elements';",
    importsFrom(widgets),
    '',
    '/** `oncrypto-chat-send={…}` escucha el evento `crypto-chat-send`. */',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript template literal types, written out as text.
    'type SvelteEventProps<Events> = { [Name in keyof Events as `on${Name & string}`]?: (event: Events[Name]) => void };',
    '',
    "declare module 'svelte/elements' {",
    '  interface SvelteHTMLElements {',
    ...widgets.map((w) => {
      const t = typeNames(w);
      return `    '${w.tagName}': HTMLAttributes<${t.element}> & ${t.attributes} & SvelteEventProps<${t.events}>;`;
    }),
    '  }',
    '}',
    '',
  ].join('\n');
}
