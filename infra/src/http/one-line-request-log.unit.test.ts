import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.ts';

const serverLogging = async (oneLinePerRequest: boolean) => {
  const lines: { msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string });
      done();
    },
  });
  const app = await createHttpServer({ logger: pino(sink), oneLinePerRequest });
  app.get('/api/ping', async () => ({ ok: true }));
  return { app, messages: () => lines.map((l) => l.msg) };
};

describe('request logs', () => {
  it('in a terminal, each request is one line with its method, path, status and time', async () => {
    const { app, messages } = await serverLogging(true);
    await app.inject({ method: 'GET', url: '/api/ping' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    expect(messages()).toEqual([
      expect.stringMatching(/^GET \/api\/ping 200 \d+ ms$/),
      expect.stringMatching(/^GET \/api\/missing 404 \d+ ms$/),
    ]);
    await app.close();
  });

  it('elsewhere, Fastify logs the request when it arrives and when it is answered', async () => {
    const { app, messages } = await serverLogging(false);
    await app.inject({ method: 'GET', url: '/api/ping' });
    expect(messages()).toEqual(['incoming request', 'request completed']);
    await app.close();
  });
});
