// The yardstick of bench:api: a bare Fastify route answering 20 small rows, in a process of its
// own as the panel's server is, on the port given. Prints "ready" once listening. `/body` sends
// back, as JSON, the bytes last PUT there: the same answer as one of the panel's, with nothing
// of the panel around it.
import Fastify from 'fastify';

const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, status: 'active' }));
const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
  done(null, body),
);
let body = Buffer.from('{}');
app.get('/rows', async () => ({ ext: { items: rows, total: rows.length } }));
app.put('/body', async (request) => {
  body = request.body;
  return { bytes: body.length };
});
app.get('/body', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');
