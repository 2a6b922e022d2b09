import type { AddressInfo } from 'node:net';
import { quickstart } from '@cre/client/examples/quickstart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, startTestApp, type TestApp } from './helpers/app.js';

describe('the @cre/client README example against a live server', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in, saves a project and reads its analysis over HTTP', async () => {
    const { email } = await registerUser(t, { verified: true });
    const { project, analysis } = await quickstart(baseUrl, email, PASSWORD);
    expect(project).toMatchObject({ name: 'Harbor Point Retail', purchasePrice: 2_500_000, vacancyRate: 5 });
    // 240,000 × 95 % − 30,000 taxes
    expect(analysis.noi).toBe(198_000);
    expect(analysis.goingInCapRate).toBeCloseTo(7.92, 10);
  });

  it('reports a wrong password with the API message', async () => {
    const { email } = await registerUser(t, { verified: true });
    await expect(quickstart(baseUrl, email, 'wrong password!')).rejects.toThrow(/^Sign-in failed: /);
  });
});
