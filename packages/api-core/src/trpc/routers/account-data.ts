import { listProperties, type PropertyInput } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { importAccountInput } from '../account-schemas.js';
import { projectSaveInput } from '../schemas.js';
import { toApiProperty } from '../serialize.js';
import { protectedProcedure, verifiedProcedure } from '../trpc.js';

/** `format` of an export document. */
export const EXPORT_FORMAT = 'cre-sale-analyzer-export';
/** `version` of the export format this server writes and reads. */
export const EXPORT_VERSION = 1;

/** "Imported 1 project." / "Imported 3 projects." */
export function importedMessage(count: number): string {
  return `Imported ${count} project${count === 1 ? '' : 's'}.`;
}

/**
 * Validates every project of an import with the save path's own schema. The first invalid one
 * is a 400 whose message names it ("Project 4 ("Main St"): …") and whose issues carry its
 * path (`projects.3.purchasePrice`).
 */
function parseProjects(projects: unknown[]): PropertyInput[] {
  return projects.map((project, index) => {
    const parsed = projectSaveInput.safeParse(project);
    if (parsed.success) return parsed.data;
    const name = (project as { name?: unknown } | null)?.name;
    const label = `Project ${index + 1}${typeof name === 'string' && name ? ` ("${name}")` : ''}`;
    const issues = parsed.error.issues.map((issue) => ({
      ...issue,
      path: ['projects', index, ...issue.path],
      message: `${label}: ${issue.message}`,
    }));
    // The error handler reports a cause's `issues` (path and message of each) like a schema's own.
    const cause = Object.assign(new Error(issues[0]!.message), { issues });
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  });
}

/** Export and import of the signed-in user's data (spread into the account router). */
export const accountDataProcedures = {
  /**
   * Every project of the user, each as `properties.get` returns it (inputs, rent roll, scenarios,
   * ready targets, risk settings, dates), in one document: `{ format, version, exportedAt, user, projects }`.
   */
  export: protectedProcedure.query(async ({ ctx }) => {
    const projects = await listProperties(ctx.db, ctx.user.id);
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: ctx.now().toISOString(),
      user: { email: ctx.user.email, createdAt: ctx.user.createdAt.toISOString() },
      projects: projects.map(toApiProperty),
    };
  }),

  /**
   * Saves every project of an export document as a new project of the caller (ids in the file
   * are ignored), through the same validation as `properties.save`, all in one transaction: one
   * invalid project and nothing is written. Requires a verified email, like saving.
   */
  import: verifiedProcedure.input(importAccountInput).mutation(async ({ ctx, input }) => {
    const saved = await ctx.projects.importAll(ctx.user.id, parseProjects(input.projects));
    return { message: importedMessage(saved.length), imported: saved.length, ids: saved.map((p) => p.id) };
  }),
};
