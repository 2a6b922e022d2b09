/** A signed-in, verified benchmark user. */
export interface BenchUser {
  email: string;
  /** `sid=…` cookie header. */
  cookie: string;
  /** The raw session token (for the bare server, which skips cookie signing). */
  token: string;
}

/**
 * Registers through the API, follows the development-mode verification link from the
 * response, and returns the session. `forwardedFor` spreads registrations over client
 * addresses (the server runs with TRUST_PROXY) so the per-IP registration limit is not hit.
 */
export async function registerVerifiedUser(
  base: string,
  email: string,
  forwardedFor: string,
): Promise<BenchUser> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password: 'benchmark password' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { message: string };
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!setCookie) throw new Error('no session cookie');
  const cookie = setCookie.split(';')[0]!;
  const link = body.message.match(/https?:\/\/\S+\/api\/verify-email\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no verification link in: ${body.message}`);
  const verify = await fetch(link, { redirect: 'manual' });
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  const signed = decodeURIComponent(cookie.slice(4));
  return { email, cookie, token: signed.slice(0, signed.lastIndexOf('.')) };
}
