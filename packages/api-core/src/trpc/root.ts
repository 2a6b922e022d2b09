import { accountRouter } from './routers/account.js';
import { adminRouter } from './routers/admin.js';
import { authRouter } from './routers/auth.js';
import { blogRouter } from './routers/blog.js';
import { configRouter } from './routers/config.js';
import { contactRouter, leadsRouter, playbookRouter } from './routers/outreach.js';
import { propertiesRouter } from './routers/properties.js';
import { sharedRouter, sharesRouter } from './routers/shares.js';
import { createCallerFactory, router } from './trpc.js';

/** Every procedure, served over tRPC at `/trpc` and called by the REST routes under `/api`. */
export const appRouter = router({
  config: configRouter,
  auth: authRouter,
  account: accountRouter,
  properties: propertiesRouter,
  blog: blogRouter,
  leads: leadsRouter,
  contact: contactRouter,
  playbook: playbookRouter,
  admin: adminRouter,
  shares: sharesRouter,
  shared: sharedRouter,
});

/** The router's type: the only thing the web app imports (from `@cre/api`, which re-exports it). */
export type AppRouter = typeof appRouter;

/** Creates a server-side caller bound to one request's context (used by the REST routes). */
export const createCaller = createCallerFactory(appRouter);
