import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/auth/', '/resources/', '/register', '/healthz'];

/** Serves the built web app; unknown non-API GETs that want HTML get index.html (client routing). */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (request.method !== 'GET' || !wantsHtml || isApi) return false;
    reply.header('cache-control', 'no-cache');
    void reply.sendFile('index.html', { cacheControl: false });
    return true;
  };
}
