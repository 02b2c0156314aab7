// The API on an edge platform, unchanged: Cloudflare Workers (`export default { fetch }`, settings from the
// Worker's variables and secrets), Deno Deploy (`Deno.serve(worker.fetch)`) and others that take a fetch
// handler. Each isolate keeps its own cache; put the platform's CDN cache in front (the feed says how long
// it may keep it). The built files are served by the platform's static hosting.

import { configFromEnv, type Env } from './api-settings.ts';
import { type Api, createApi } from './app.ts';

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

let api: Api | undefined;

export default {
  async fetch(request: Request, env: Env = {}, context?: ExecutionContext): Promise<Response> {
    // No socket here: the platform's proxy is the connection, and its X-Forwarded-For hop is trusted. On
    // Cloudflare, CLIENT_IP_HEADER=cf-connecting-ip (set in [vars]) names the header it writes.
    api ??= createApi({ config: configFromEnv({ TRUST_PROXY: 'true', ...env }), log: console.log });
    const response = await api.app.fetch(request);
    // A background refresh must outlive the response, which ends the request's life on these platforms.
    const pending = api.cache.pending();
    if (pending.length > 0) context?.waitUntil(Promise.allSettled(pending));
    return response;
  },
};
