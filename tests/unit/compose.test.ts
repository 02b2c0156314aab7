// compose.yaml, as far as this machine can check it without Docker: it parses, its two app services run the
// Dockerfile's build on one PostgreSQL (the same DATABASE_URL, pointing at the db service with its user,
// password and database), its load balancer names both, and it names exactly the variables the README documents.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  volumes?: string[];
}

// Compose reads YAML's merge keys (`<<: *app`); so does this parse.
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const apps = Object.entries(services).filter(([, service]) => service.build !== undefined);
const readme = readFileSync('README.md', 'utf8');
/** The variables of the README's configuration table. */
const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z_]+)` \|/gm)].map(([, name]) => name as string));

describe('compose.yaml', () => {
  it('runs two instances of the Dockerfile build beside PostgreSQL 17 and an nginx load balancer', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(services.db?.image).toBe('postgres:17');
    for (const [, app] of apps) {
      expect(app.build).toBe('.');
      expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    }
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "build\/server\/main\.js"\]$/m);
    // The balancer's config names each app on the port its environment gives it.
    const lb = services.lb as Service;
    const mount = lb.volumes?.[0]?.split(':') ?? [];
    expect(mount[1]).toBe('/etc/nginx/conf.d/default.conf');
    const upstreams = [...readFileSync(mount[0] as string, 'utf8').matchAll(/^\s*server (\S+?):(\d+)\b/gm)];
    expect(upstreams.map(([, host, port]) => `${host}:${port}`)).toEqual(
      apps.map(([name, app]) => `${name}:${app.environment?.PORT}`),
    );
  });

  it('gives both instances the same DATABASE_URL, the db service’s user, password and database', () => {
    const urls = new Set(apps.map(([, app]) => app.environment?.DATABASE_URL));
    expect(urls.size).toBe(1);
    const url = new URL([...urls][0] as string);
    const db = services.db?.environment ?? {};
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('db');
    expect(url.port).toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(db.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(db.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${db.POSTGRES_DB}`);
  });

  it('names only variables the README documents, and the README’s DATABASE_URL and PORT', () => {
    const named = new Set(apps.flatMap(([, app]) => Object.keys(app.environment ?? {})));
    expect(named.size).toBeGreaterThan(2);
    expect([...named].filter((name) => !documented.has(name))).toEqual([]);
    for (const name of ['DATABASE_URL', 'PORT']) {
      expect(documented.has(name), name).toBe(true);
      expect(named.has(name), name).toBe(true);
    }
  });
});
