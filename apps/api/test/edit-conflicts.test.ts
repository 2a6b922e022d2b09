import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();
const CONFLICT = 'This project was changed elsewhere';

describe.each(backends)('edit conflicts (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a save naming an older version is refused with 409 and the current version; nothing is written', async () => {
    const { client } = await registerUser(t, { verified: true });
    const created = await client.post('/api/properties', samplePayload({ name: 'Tab one' }));
    expect(json(created).version).toBe(1);
    expect(created.headers.etag).toBe('"1"');
    const id = json(created).id as number;

    // Tab A saves on version 1: version 2.
    const a = await client.post('/api/properties', samplePayload({ id, version: 1, name: 'Tab A' }));
    expect(a.statusCode).toBe(200);
    expect(json(a).version).toBe(2);
    expect(a.headers.etag).toBe('"2"');

    // Tab B, still on version 1, is told and overwrites nothing.
    const b = await client.post(
      '/api/properties',
      samplePayload({ id, version: 1, name: 'Tab B', purchasePrice: 1 }),
    );
    expect(b.statusCode).toBe(409);
    expect(json(b)).toEqual({ message: CONFLICT, code: 'CONFLICT', currentVersion: 2 });
    expect(b.headers.etag).toBe('"2"');
    const read = await client.get(`/api/properties/${id}`);
    expect(json(read)).toMatchObject({ name: 'Tab A', version: 2, purchasePrice: 2_500_000 });
    expect(read.headers.etag).toBe('"2"');

    // Overwrite: B saves again naming the current version.
    const overwrite = await client.post('/api/properties', samplePayload({ id, version: 2, name: 'Tab B' }));
    expect(json(overwrite)).toMatchObject({ name: 'Tab B', version: 3 });

    // No version: today's last-writer-wins, the version still counts up.
    const integrator = await client.post('/api/properties', samplePayload({ id, name: 'Integrator' }));
    expect(json(integrator)).toMatchObject({ name: 'Integrator', version: 4 });

    // Opening the project (recent / access) is not an edit.
    expect((await client.post(`/api/properties/${id}/access`)).statusCode).toBe(204);
    const listed = json(await client.get('/api/properties'));
    expect(listed[0]).toMatchObject({ id, version: 4 });
  });

  it('REST: ETag and If-Match', async () => {
    const { client } = await registerUser(t, { verified: true });
    const id = json(await client.post('/api/properties', samplePayload({ name: 'Etag' }))).id as number;
    const etag = (await client.get(`/api/properties/${id}`)).headers.etag as string;
    expect(etag).toBe('"1"');
    const ok = await client.post('/api/properties', samplePayload({ id, name: 'Matched' }), {
      'if-match': etag,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.etag).toBe('"2"');
    const stale = await client.post('/api/properties', samplePayload({ id, name: 'Stale' }), {
      'if-match': etag,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({ message: CONFLICT, code: 'CONFLICT', currentVersion: 2 });
    expect(stale.headers.etag).toBe('"2"');
    const weak = await client.post('/api/properties', samplePayload({ id, name: 'Weak' }), {
      'if-match': 'W/"2"',
    });
    expect(json(weak).version).toBe(3);
    const any = await client.post('/api/properties', samplePayload({ id, name: 'Any' }), { 'if-match': '*' });
    expect(json(any).version).toBe(4);
    for (const header of ['3', '"0"', '"abc"', '"4", "5"', '"99999999999"']) {
      const bad = await client.post('/api/properties', samplePayload({ id }), { 'if-match': header });
      expect(bad.statusCode, header).toBe(400);
      expect(json(bad).message).toBe(
        'If-Match must name one project version, as its ETag gives it, e.g. If-Match: "3"',
      );
    }
    const mismatch = await client.post('/api/properties', samplePayload({ id, version: 3 }), {
      'if-match': '"4"',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).message).toBe('version and If-Match name different versions of the project');
    for (const version of [0, -1, 1.5, '2', 2 ** 31]) {
      const bad = await client.post('/api/properties', samplePayload({ id, version }));
      expect(bad.statusCode, String(version)).toBe(400);
      expect(json(bad).message).toBe('version must be a whole number of 1 or more');
    }
    expect(json(await client.get(`/api/properties/${id}`)).name).toBe('Any');
  });

  it("tRPC answers CONFLICT with currentVersion; another user's project stays a 404", async () => {
    const owner = await registerUser(t, { verified: true });
    const other = await registerUser(t, { verified: true });
    const id = json(await owner.client.post('/api/properties', samplePayload({ name: 'Mine' }))).id as number;
    await owner.client.post('/api/properties', samplePayload({ id, version: 1 }));
    const res = await owner.client.post('/trpc/properties.save', samplePayload({ id, version: 1 }));
    expect(res.statusCode).toBe(409);
    expect(json(res).error.message).toBe(CONFLICT);
    expect(json(res).error.data).toMatchObject({ code: 'CONFLICT', httpStatus: 409, currentVersion: 2 });
    const foreign = await other.client.post('/api/properties', samplePayload({ id, version: 1 }));
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
  });

  it('two saves on the same version at once: exactly one is kept, the other is told', async () => {
    const { client } = await registerUser(t, { verified: true });
    const id = json(await client.post('/api/properties', samplePayload({ name: 'Race' }))).id as number;
    const answers = await Promise.all(
      ['Left', 'Right', 'Middle'].map((name) =>
        client.post('/api/properties', samplePayload({ id, version: 1, name })),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = json(answers.find((a) => a.statusCode === 200)!);
    expect(winner.version).toBe(2);
    expect(json(await client.get(`/api/properties/${id}`))).toMatchObject({ name: winner.name, version: 2 });
  });
});
