import type { BrowserContext } from 'playwright-core';

/**
 * Registers a new account through the REST API inside the context (which signs it in) and verifies
 * it through the development-mode resend link, as the e2e harness does (its `registerViaApi` and
 * `verifyViaApi` read the Vitest-provided server, so they cannot be imported outside a test run).
 */
export async function signInVerified(context: BrowserContext): Promise<string> {
  const email = `typing-bench-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const registered = await context.request.post('/api/register', {
    data: { email, password: 'bench-password-1' },
  });
  if (registered.status() !== 201)
    throw new Error(`register ${email}: ${registered.status()} ${await registered.text()}`);
  const resent = await context.request.post('/api/resend-verification');
  const { message = '' } = (await resent.json()) as { message?: string };
  const link = message
    .match(/https?:\/\/\S*\/api\/verify-email\?token=[A-Za-z0-9_\-%.]+/)?.[0]
    .replace(/\.+$/, '');
  if (!link) throw new Error(`No verification link in: ${message}`);
  const verified = await context.request.get(link, { maxRedirects: 0 });
  if (verified.status() >= 400) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  return email;
}

/** Saves the project for the signed-in account (POST /api/properties) and returns its id. */
export async function saveProject(context: BrowserContext, project: object): Promise<number> {
  const saved = await context.request.post('/api/properties', { data: project });
  if (saved.status() >= 300) throw new Error(`save project: ${saved.status()} ${await saved.text()}`);
  return ((await saved.json()) as { id: number }).id;
}
