import { createGunzip } from 'node:zlib';
import type { preParsingHookHandler, RequestPayload } from 'fastify';

/**
 * SSPs may gzip their bid requests (`Content-Encoding: gzip`), as OpenRTB allows. The body is
 * inflated as it arrives, and the route's body limit then counts the inflated bytes, so a small
 * compressed body cannot grow into a large one (a "zip bomb" stops at the limit with a 413).
 */
export const gunzipWhenEncoded: preParsingHookHandler = (request, _reply, payload, done) => {
  const encoding = request.headers['content-encoding'];
  if (encoding === undefined || encoding === 'identity') return done(null, payload);
  if (encoding !== 'gzip') {
    const error = Object.assign(
      new Error(`Content-Encoding ${String(encoding).slice(0, 20)} is not supported`),
      {
        statusCode: 415,
        code: 'UNSUPPORTED_ENCODING',
      },
    );
    return done(error);
  }
  const gunzip = createGunzip();
  // A corrupt stream is the client's fault: a 400, never a 500.
  gunzip.on('error', (cause) => {
    Object.assign(cause, { statusCode: 400, code: 'BAD_GZIP' });
  });
  // Fastify reads the length of what it is given; the inflated length is not known yet.
  delete request.headers['content-length'];
  done(null, payload.pipe(gunzip) as unknown as RequestPayload);
};
