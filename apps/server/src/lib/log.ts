import type { FastifyRequest } from 'fastify';

/** No password, token or one-time code ever reaches a log line. */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'password',
    '*.password',
    'token',
    '*.token',
    'code',
  ],
  censor: '[redacted]',
};

/** Request URLs may carry an `at` code (the web app's address); it is replaced before logging. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]at=)[^&#]*/gi, '$1[redacted]'),
    remoteAddress: request.ip,
  };
}
