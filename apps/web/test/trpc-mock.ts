import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

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
    /** More of the error's `data` (e.g. a save conflict's `currentVersion`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let renders = 0;

/**
 * The mocked API server (msw, Node interception of `fetch`). test/setup.ts starts it with
 * `onUnhandledRequest: 'error'` and resets its handlers after each test.
 */
export const apiServer = setupServer();

/** JSON-RPC numbers of the tRPC error codes the tests use. */
const RPC_CODES: Record<string, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  PAYLOAD_TOO_LARGE: -32013,
  TOO_MANY_REQUESTS: -32029,
  INTERNAL_SERVER_ERROR: -32603,
};

interface Answer {
  status: number;
  body: unknown;
}

function errorAnswer(path: string, error: MockTrpcError): Answer {
  const data = { code: error.code, httpStatus: error.httpStatus, path, ...error.extra };
  return {
    status: error.httpStatus,
    body: { error: { message: error.message, code: RPC_CODES[error.code] ?? -32600, data } },
  };
}

async function call(path: string, input: unknown, handlers: Record<string, MockHandler>): Promise<Answer> {
  const handler = handlers[path];
  if (!handler) return errorAnswer(path, new MockTrpcError(`No mock for ${path}`, 'NOT_FOUND', 404));
  try {
    const data = await handler(input);
    return { status: 200, body: { result: { data: data ?? null } } };
  } catch (error) {
    const e =
      error instanceof MockTrpcError ? error : new MockTrpcError(String(error), 'INTERNAL_SERVER_ERROR', 500);
    return errorAnswer(path, e);
  }
}

/** The input(s) of a request: `?input=` for queries, the JSON body for mutations. */
async function readInput(request: Request, url: URL): Promise<unknown> {
  const raw = request.method === 'GET' ? url.searchParams.get('input') : await request.text();
  return raw ? JSON.parse(raw) : undefined;
}

/**
 * Answers tRPC calls to the returned `url` with `handlers` (keyed by procedure path, e.g. "auth.me"),
 * batched (`/trpc/a,b?batch=1`, inputs keyed by position, one answer per call) or not. Unknown
 * procedures answer NOT_FOUND. Every call is recorded in `calls`, in the order the client made them.
 * Each mock has its own URL (msw needs an absolute one), so a call a finished test left in flight
 * can never reach the next test's handlers.
 */
export function mockTrpc(handlers: Record<string, MockHandler>): { url: string; calls: MockCall[] } {
  const calls: MockCall[] = [];
  renders += 1;
  const url = `http://localhost/test-${renders}/trpc`;
  apiServer.use(
    http.all(`${url}/:paths`, async ({ request, params }) => {
      const url = new URL(request.url);
      const paths = String(params.paths).split(',');
      const input = await readInput(request, url);
      if (url.searchParams.get('batch') !== '1') {
        calls.push({ path: paths[0] as string, input });
        const answer = await call(paths[0] as string, input, handlers);
        return HttpResponse.json(answer.body as object, { status: answer.status });
      }
      const inputs = (input ?? {}) as Record<string, unknown>;
      const batch = paths.map((path, index) => ({ path, input: inputs[String(index)] }));
      calls.push(...batch);
      const answers = await Promise.all(batch.map((c) => call(c.path, c.input, handlers)));
      const statuses = new Set(answers.map((answer) => answer.status));
      const status = statuses.size === 1 ? (answers[0] as Answer).status : 207;
      return HttpResponse.json(
        answers.map((answer) => answer.body),
        { status },
      );
    }),
  );
  return { url, calls };
}
