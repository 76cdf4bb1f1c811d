import http from 'node:http';
import type net from 'node:net';

export interface ProxyStats {
  requests: number;
  /** Requests to anywhere but the scanned server: refused, and a failure of the scan. */
  refused: string[];
  serverErrors: string[];
}

export interface CountingProxy {
  url: string;
  stats: ProxyStats;
  close(): Promise<void>;
}

/** 100.64.0.0/10 (shared address space): four million made-up client addresses. */
const clientAddress = (n: number) => `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;

/**
 * A plain HTTP proxy in front of the scanned server. The scanners reach the server only
 * through it, so it counts their requests, notes every 5xx, and refuses anything that is not
 * the server on loopback: no payload, crash report or update check can leave the machine.
 * Each request gets an address of its own in X-Forwarded-For (the server trusts one hop during
 * the scan): the sign-in and sign-up limits count per address, and a 429 in the middle of a
 * scan would make the answers it compares differ for a reason that is not the payload.
 */
export async function startProxy(targetPort: number): Promise<CountingProxy> {
  const stats: ProxyStats = { requests: 0, refused: [], serverErrors: [] };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http.createServer((request, response) => {
    const target = URL.canParse(request.url ?? '') ? new URL(request.url ?? '') : null;
    if (target?.hostname !== '127.0.0.1' || target.port !== String(targetPort)) {
      stats.refused.push(`${request.method} ${request.url}`);
      response.writeHead(403).end();
      return;
    }
    stats.requests++;
    const line = `${request.method} ${target.pathname}${target.search}`;
    const upstream = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: targetPort,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers: {
          ...request.headers,
          connection: 'keep-alive',
          'x-forwarded-for': clientAddress(stats.requests),
        },
      },
      (reply) => {
        if ((reply.statusCode ?? 0) >= 500) stats.serverErrors.push(`${reply.statusCode} ${line}`);
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      stats.serverErrors.push(`proxy: ${error.message} on ${line}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // HTTPS tunnels would reach past the proxy's checks; nothing here needs them.
  server.on('connect', (request: http.IncomingMessage, socket: net.Socket) => {
    stats.refused.push(`CONNECT ${request.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
