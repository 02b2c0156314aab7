// dist/'s chunks lose the minifier's pure annotations and nothing else (tools/vite/strip-annotations.ts).

import { describe, expect, it } from 'vitest';
import { withoutAnnotations } from '../../tools/vite/strip-annotations.ts';

describe('withoutAnnotations', () => {
  it('drops each annotation with the space after it', () => {
    expect(withoutAnnotations('a.js', 'var a=/* @__PURE__ */ new Map,b=/* #__PURE__ */ f();')).toBe(
      'var a=new Map,b=f();',
    );
    expect(withoutAnnotations('a.js', 'const g=/* @__NO_SIDE_EFFECTS__ */ function(){}')).toBe('const g=function(){}');
  });

  it('keeps two words apart where the annotation stood between them', () => {
    expect(withoutAnnotations('a.js', 'function f(){return/* @__PURE__ */ new Map}')).toBe(
      'function f(){return new Map}',
    );
    expect(withoutAnnotations('a.js', 'x=typeof/* @__PURE__ */ g()')).toBe('x=typeof g()');
  });

  it('leaves strings, templates, regular expressions, licences and other comments as they are', () => {
    const code =
      'var s="/* @__PURE__ */ x",t=`/* @__PURE__ */`,r=/\\/\\* @__PURE__ \\*\\//;/*! @license MIT */var k=/* keep */1;';
    expect(withoutAnnotations('a.js', code)).toBe(code);
  });
});
