import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();

const SCRIPT = `console.log(${JSON.stringify('an analyzer chunk '.repeat(400))});`;
const INDEX = `<!doctype html><html><head><title>CRE</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/app-1a2b3c.js"></script></body></html>`;

/** A web build as `vite build` + scripts/precompress.mjs leave it: each text file with .br and .gz beside it. */
function precompressedDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cre-web-compressed-'));
  mkdirSync(join(dir, 'assets'));
  const files: [string, string][] = [
    ['index.html', INDEX],
    ['assets/app-1a2b3c.js', SCRIPT],
  ];
  for (const [name, content] of files) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};');
  return dir;
}

describe.each(backends)('compressed delivery (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { WEB_DIST: precompressedDist() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the precompressed brotli or gzip file of an asset, immutable, varying by Accept-Encoding', async () => {
    const client = new Client(t.app);
    const br = await client.get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await client.get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await client.get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // the compressed siblings are not URLs of their own
    expect((await client.get('/assets/app-1a2b3c.js.br')).statusCode).toBe(404);
    // a file too small to precompress is still sent correctly, whatever the browser accepts
    const tiny = await client.get('/assets/tiny.js', { 'accept-encoding': 'br' });
    const tinyBody =
      tiny.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(tiny.rawPayload).toString()
        : tiny.body;
    expect(tinyBody).toBe('export {};');
  });

  it('sends the app shell compressed and never cached, for / and the SPA fallback', async () => {
    for (const url of ['/', '/underwriting']) {
      const res = await new Client(t.app).get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('compresses API responses over 1 KiB on the fly and leaves small ones alone', async () => {
    const client = new Client(t.app);
    const posts = await client.get('/api/blog/posts', { 'accept-encoding': 'br, gzip' });
    expect(posts.statusCode).toBe(200);
    const body = brotliDecompressSync(posts.rawPayload).toString();
    expect(posts.headers['content-encoding']).toBe('br');
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body)).toEqual(JSON.parse((await client.get('/api/blog/posts')).body));
    const gz = await client.get('/api/blog/posts', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(body);

    const health = await client.get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body.length).toBeLessThan(1024);
  });
});
