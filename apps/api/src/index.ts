export { type BuildAppOptions, buildApp } from './app.js';
export { type Config, loadConfig } from './env.js';
export type { AppRouter } from './trpc/root.js';
export type { PublicUser } from './trpc/serialize.js';
