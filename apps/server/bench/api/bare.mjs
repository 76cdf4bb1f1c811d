// The yardstick of bench:api: a bare Fastify route answering 20 small rows, in a process of its
// own as the panel's server is, on the port given. Prints "ready" once listening.
import Fastify from 'fastify';

const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, status: 'active' }));
const app = Fastify({ logger: false });
app.get('/rows', async () => ({ ext: { items: rows, total: rows.length } }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');
