import fs from 'node:fs';
import Fastify from 'fastify';

// The yardstick: a bare Fastify route answering the same bytes as GET /api/arvores.
const body = fs.readFileSync(process.env.BODY_FILE!, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
