import type { AppRouter } from '@cre/api';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { MockTrpcError, mockTrpc } from './trpc-mock';

function clients(url: string) {
  return {
    batched: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url })] }),
    single: createTRPCClient<AppRouter>({ links: [httpLink({ url })] }),
  };
}

describe('mocked tRPC API (msw)', () => {
  it('answers batched queries and mutations, one answer per call, and records them in order', async () => {
    const { url, calls } = mockTrpc({
      'auth.me': () => null,
      'properties.access': ({ id }: { id: number }) => (id === 9 ? null : 'unexpected'),
      'blog.get': ({ id }: { id: number }) => {
        throw new MockTrpcError(`Post ${id} not found`, 'NOT_FOUND', 404);
      },
    });
    const { batched } = clients(url);
    const [me, post] = await Promise.allSettled([batched.auth.me.query(), batched.blog.get.query({ id: 3 })]);
    expect(me).toEqual({ status: 'fulfilled', value: null });
    expect(post.status).toBe('rejected');
    const error = (post as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.message).toBe('Post 3 not found');
    expect(error.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, path: 'blog.get' });
    await batched.properties.access.mutate({ id: 9 });
    expect(calls).toEqual([
      { path: 'auth.me', input: undefined },
      { path: 'blog.get', input: { id: 3 } },
      { path: 'properties.access', input: { id: 9 } },
    ]);
  });

  it('answers unbatched calls, and NOT_FOUND for a procedure without a handler', async () => {
    const { url, calls } = mockTrpc({
      'properties.delete': ({ id }: { id: number }) => ({ message: `${id}` }),
    });
    const { single } = clients(url);
    expect(await single.properties.delete.mutate({ id: 5 })).toEqual({ message: '5' });
    const missing = await single.properties.recent.query().catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(TRPCClientError);
    expect((missing as TRPCClientError<AppRouter>).data?.httpStatus).toBe(404);
    expect(calls.map((call) => call.path)).toEqual(['properties.delete', 'properties.recent']);
  });

  it('turns a handler crash into a 500 answer', async () => {
    const { url } = mockTrpc({
      'config.get': () => {
        throw new Error('boom');
      },
    });
    const error = await clients(url)
      .single.config.get.query()
      .catch((e: unknown) => e);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
    });
  });
});
