import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../frontend/precompress.ts';
import { frontendStaticOptions } from '../../../scripts/frontend-static.ts';

let dist: string;
let app: FastifyInstance;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;

/** Runs the build plugin over a folder as vite's build would at its end. */
const runPrecompress = async (root: string) => {
  const plugin = precompress() as unknown as {
    configResolved: (config: { root: string; build: { outDir: string } }) => void;
    closeBundle: { handler: () => Promise<void> };
  };
  plugin.configResolved({ root, build: { outDir: '.' } });
  await plugin.closeBundle.handler();
};

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'hs-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(dist, 'assets', 'tiny-def456.js'), 'export {};\n');
  await runPrecompress(dist);
  app = Fastify();
  await app.register(fastifyStatic, frontendStaticOptions(dist));
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').sendFile('index.html'));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built frontend as the browser receives it', () => {
  it('the build writes brotli and gzip copies beside each text file worth compressing', async () => {
    const assets = (await readdir(path.join(dist, 'assets'))).sort();
    expect(assets).toEqual(['app-abc123.js', 'app-abc123.js.br', 'app-abc123.js.gz', 'tiny-def456.js']);
  });

  it('sends brotli to a browser that accepts it, smaller than the file and decoding to it', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, and check index.html on every visit', async () => {
    const asset = await get('/assets/app-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary).toMatch(/Accept-Encoding/i);
    const small = await get('/assets/tiny-def456.js', 'br');
    expect([small.headers['content-encoding'], small.headers['cache-control']]).toEqual([
      undefined,
      'public, max-age=31536000, immutable',
    ]);
    for (const url of ['/', '/index.html', '/incidents/new']) {
      const page = await get(url, 'br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(html);
    }
  });
});
