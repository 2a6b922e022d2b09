import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

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

  it('sends a page of the project list compressed per Accept-Encoding, the same JSON every way, varying by it', async () => {
    const { client } = await registerUser(t, { verified: true });
    for (let i = 0; i < 3; i++) {
      const saved = await client.post('/api/properties', samplePayload({ name: `Compressed list ${i}` }));
      expect(saved.statusCode).toBe(200);
    }
    const plain = await client.get('/api/properties?limit=2');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['x-total-count']).toBe('3');
    expect(plain.headers.link).toMatch(/^<\/api\/properties\?limit=2&cursor=[^>]+>; rel="next"$/);
    const items = JSON.parse(plain.body) as Array<{ name: string }>;
    expect(items.map((p) => p.name)).toEqual(['Compressed list 2', 'Compressed list 1']);
    expect(plain.body.length).toBeGreaterThan(1024);

    const decoded: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
    const cases: Array<[string, string | undefined]> = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [accept, coding] of cases) {
      // twice: the second answer comes from the bytes prepared by the first
      for (let round = 0; round < 2; round++) {
        const res = await client.get('/api/properties?limit=2', { 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.headers['x-total-count']).toBe('3');
        const decode = coding ? decoded[coding] : undefined;
        expect((decode ? decode(res.rawPayload) : res.rawPayload).toString()).toBe(plain.body);
      }
    }
    const noCompression = await client.get('/api/properties?limit=2', {
      'accept-encoding': 'br',
      'x-no-compression': '1',
    });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
    expect(noCompression.body).toBe(plain.body);

    // a change makes a new page: the next read shows it, compressed or not
    const renamed = await client.post('/api/properties', { ...items[0], name: 'Renamed list' });
    expect(renamed.statusCode).toBe(200);
    const after = await client.get('/api/properties?limit=2', { 'accept-encoding': 'br' });
    const afterItems = JSON.parse(brotliDecompressSync(after.rawPayload).toString()) as Array<{
      name: string;
    }>;
    expect(afterItems[0]?.name).toBe('Renamed list');
  });
});
