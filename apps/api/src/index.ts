import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './trpc/root.js';

export { type BuildAppOptions, buildApp } from './app.js';
export { type Config, loadConfig } from './env.js';
export type { AppRouter } from './trpc/root.js';
export type { PublicUser } from './trpc/serialize.js';

/** What each tRPC procedure takes, e.g. `RouterInputs['properties']['save']` (type only, for clients). */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** What each tRPC procedure returns over JSON, e.g. `RouterOutputs['properties']['list'][number]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
