/**
 * glibc malloc settings the server is started with (`pnpm start`, the Docker image, the
 * benchmarks). Every sign-in runs argon2id with 19 MiB of memory on one of libuv's threads; glibc
 * raises its mmap threshold after the first such block is freed, so later blocks come from the
 * threads' arenas and stay in the process (about 80 MB more RSS after 200 sign-ins). A fixed 1 MiB
 * threshold maps each large block on its own and returns it to the system when freed. glibc reads
 * these variables when the process starts, so they must be in its environment; other C libraries
 * ignore them.
 */
export const SERVER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' } as const;
