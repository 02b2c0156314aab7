import { describe, expect, it } from 'vitest';
import { liveSource } from '../../src/app/data-switch.ts';
import { pathFromHash, ROUTES, routeFor } from '../../src/app/routes.ts';

describe('hash routes', () => {
  it('has the four screens of the spec, in the top bar’s order', () => {
    expect(ROUTES.map((r) => [r.path, r.label, r.title])).toEqual([
      ['/', 'Dashboard', 'Dashboard de Análisis de Sentimiento'],
      ['/analytics', 'Análisis', 'Análisis Avanzado'],
      ['/ai-chat', 'Chat IA', 'IA Conversacional'],
      ['/portfolio', 'Portafolio', 'Mi Portafolio'],
    ]);
  });

  it.each([
    ['', '/'],
    ['#', '/'],
    ['#/', '/'],
    ['#/analytics', '/analytics'],
    ['#/analytics/', '/analytics'],
    ['#analytics', '/analytics'],
    ['#/portfolio?x=1', '/portfolio'],
  ])('reads %j as %s', (hash, path) => {
    expect(pathFromHash(hash)).toBe(path);
  });

  it('sends unknown paths to the not-found page', () => {
    expect(routeFor('#/nope').title).toBe('Página no encontrada');
    expect(routeFor('#/ANALYTICS').title).toBe('Página no encontrada');
    expect(routeFor('#/ai-chat').title).toBe('IA Conversacional');
  });
});

describe('the live source', () => {
  const page = (content?: string) => {
    const doc = document.implementation.createHTMLDocument('app');
    if (content !== undefined) {
      const meta = doc.createElement('meta');
      meta.name = 'criptopulso:feed';
      meta.content = content;
      doc.head.append(meta);
    }
    return doc;
  };

  it('is the site’s feed when the server says it has one, the providers otherwise', () => {
    expect(liveSource(page('/api/feed'))).toBe('/api/feed');
    expect(liveSource(page())).toBe('live');
  });

  it.each(['https://otro.example/feed', '//otro.example/feed', 'javascript:alert(1)', ''])(
    'ignores %j: only a path on this site',
    (content) => {
      expect(liveSource(page(content))).toBe('live');
    },
  );
});
