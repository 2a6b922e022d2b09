// The router's types, defined in @cre/api-core: what the web app imports from here (types only).
export type { AppRouter, PublicUser, RouterInputs, RouterOutputs } from '@cre/api-core';
export { type BuildAppOptions, buildApp } from './app.js';
export { type Config, loadConfig } from './env.js';
