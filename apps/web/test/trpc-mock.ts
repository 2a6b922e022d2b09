import { httpLink } from '@trpc/client';
import { type AppTrpcClient, createAppTrpcClient } from '../src/lib/trpc';

/** A mocked procedure: receives the call's input and returns the data (or throws MockTrpcError). */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary inputs
export type MockHandler = (input: any) => unknown;

/** A recorded call to the mocked API. */
export interface MockCall {
  path: string;
  input: unknown;
}

/** Thrown by a handler to answer with a tRPC error carrying `message`. */
export class MockTrpcError extends Error {
  constructor(
    message: string,
    readonly code: string = 'BAD_REQUEST',
    readonly httpStatus: number = 400,
  ) {
    super(message);
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A real tRPC client whose `fetch` is answered in memory by `handlers` (keyed by procedure path,
 * e.g. "auth.me"). Unknown procedures answer NOT_FOUND. Every call is recorded in `calls`.
 */
export function createMockTrpcClient(handlers: Record<string, MockHandler>): {
  client: AppTrpcClient;
  calls: MockCall[];
} {
  const calls: MockCall[] = [];
  const fetchImpl = async (url: URL | RequestInfo, init?: RequestInit): Promise<Response> => {
    const parsed = new URL(String(url));
    const path = decodeURIComponent(parsed.pathname.replace(/^\/trpc\//, ''));
    let input: unknown;
    if ((init?.method ?? 'GET').toUpperCase() === 'POST') {
      input = typeof init?.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    } else {
      const raw = parsed.searchParams.get('input');
      input = raw ? JSON.parse(raw) : undefined;
    }
    calls.push({ path, input });
    const handler = handlers[path];
    if (!handler) {
      return json(404, {
        error: {
          message: `No mock for ${path}`,
          code: -32004,
          data: { code: 'NOT_FOUND', httpStatus: 404, path },
        },
      });
    }
    try {
      const data = await handler(input);
      return json(200, { result: { data: data ?? null } });
    } catch (error) {
      const e =
        error instanceof MockTrpcError
          ? error
          : new MockTrpcError(String(error), 'INTERNAL_SERVER_ERROR', 500);
      return json(e.httpStatus, {
        error: { message: e.message, code: -32600, data: { code: e.code, httpStatus: e.httpStatus, path } },
      });
    }
  };
  const client = createAppTrpcClient([
    httpLink({ url: 'http://localhost/trpc', fetch: fetchImpl as typeof fetch }),
  ]);
  return { client, calls };
}
