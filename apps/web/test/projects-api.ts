import { formValuesToPayload } from '../src/features/analyzer/model/deal-mapping';
import type { AnalyzerFormValues } from '../src/features/analyzer/model/form-values';
import type { SavedProject, SavedScenario } from '../src/features/analyzer/model/saved-project';
import { type MockHandler, MockTrpcError } from './trpc-mock';

/** The owner of the projects the fake API serves (the signed-in test user's id). */
const OWNER_ID = 7;

/**
 * What the analyzer sends to `properties.save` (the form's payload, the ready answers' targets, the
 * Risk card's settings and the scenario variants).
 */
type SavePayload = ReturnType<typeof formValuesToPayload> & {
  version?: number | null;
  readyTargets?: SavedProject['readyTargets'];
  riskSettings?: SavedProject['riskSettings'];
  scenarios?: SavedScenario[];
};

function stored(
  payload: SavePayload,
  id: number,
  createdAt: string,
  updatedAt: string,
  keptScenarios: SavedScenario[] = [],
  version = 1,
): SavedProject {
  const { id: _payloadId, version: _basedOn, readyTargets, riskSettings, scenarios, ...fields } = payload;
  return {
    ...fields,
    // the scenarios contract: left out keeps the stored variants, an array replaces them
    ...{ scenarios: scenarios ?? keptScenarios },
    readyTargets: readyTargets ?? null,
    riskSettings: riskSettings ?? null,
    leaseReviews: fields.leaseReviews ?? [],
    id,
    userId: OWNER_ID,
    version,
    createdAt,
    updatedAt,
    lastAccessedAt: null,
    tenantLeases: fields.tenantLeases.map((lease, index) => ({
      ...lease,
      id: id * 100 + index,
      propertyId: id,
    })),
  };
}

/**
 * A saved project as `properties.get` / `properties.list` serve it, built from form values (and
 * its scenario variants).
 */
export function savedProject(
  values: AnalyzerFormValues,
  id: number,
  scenarios: SavedScenario[] = [],
): SavedProject {
  return stored(
    { ...formValuesToPayload(values, null), scenarios },
    id,
    '2026-10-01T10:00:00.000Z',
    '2026-11-02T10:00:00.000Z',
  );
}

/**
 * An in-memory stand-in for the `properties.*` procedures, behaving like the server: the list is most
 * recently updated first, `recent` is the last opened (else last updated) project, saving with an id
 * that is not in the list and deleting an unknown id answer NOT_FOUND "Project not found".
 */
export function fakeProjectsApi(initial: SavedProject[] = [], firstNewId = 77) {
  let projects = [...initial];
  let lastOpened: number | null = null;
  let nextId = firstNewId;
  const notFound = () => new MockTrpcError('Project not found', 'NOT_FOUND', 404);
  const handlers: Record<string, MockHandler> = {
    'properties.list': () => projects,
    // keyset pages like the server's: the cursor is the index after the previous page's last row
    'properties.page': ({ limit = 100, cursor, q }: { limit?: number; cursor?: string; q?: string }) => {
      const needle = q?.trim().toLowerCase() ?? '';
      const matching = needle
        ? projects.filter((p) =>
            [p.name, p.address, p.city].some((text) => text?.toLowerCase().includes(needle)),
          )
        : projects;
      const start = cursor ? Number(cursor) : 0;
      const end = start + limit;
      return {
        items: matching.slice(start, end),
        nextCursor: end < matching.length ? String(end) : null,
        total: matching.length,
      };
    },
    'properties.get': ({ id }: { id: number }) => {
      const project = projects.find((p) => p.id === id);
      if (!project) throw notFound();
      return project;
    },
    'properties.recent': () => projects.find((p) => p.id === lastOpened) ?? projects[0] ?? null,
    'properties.access': ({ id }: { id: number }) => {
      if (!projects.some((p) => p.id === id)) throw notFound();
      lastOpened = id;
      return null;
    },
    'properties.save': (input: SavePayload) => {
      const existing = input.id === undefined ? undefined : projects.find((p) => p.id === input.id);
      if (input.id !== undefined && !existing) throw notFound();
      // edit conflicts: a save naming an older version is refused, as the server does
      if (existing && input.version != null && input.version !== existing.version) {
        throw new MockTrpcError('This project was changed elsewhere', 'CONFLICT', 409, {
          currentVersion: existing.version,
        });
      }
      const id = existing?.id ?? nextId++;
      const now = '2026-11-22T10:00:00.000Z';
      const kept = (existing as { scenarios?: SavedScenario[] } | undefined)?.scenarios;
      const version = existing ? existing.version + 1 : 1;
      const saved = stored(input, id, existing?.createdAt ?? now, now, kept, version);
      projects = [saved, ...projects.filter((p) => p.id !== id)];
      return saved;
    },
    'properties.delete': ({ id }: { id: number }) => {
      if (!projects.some((p) => p.id === id)) throw notFound();
      projects = projects.filter((p) => p.id !== id);
      return { message: 'Project deleted successfully' };
    },
  };
  /** Another window saves project `id` (its version goes up by one), as a second tab would. */
  const changeElsewhere = (id: number, changes: Partial<SavedProject> = {}) => {
    projects = projects.map((p) => (p.id === id ? { ...p, ...changes, version: p.version + 1 } : p));
  };
  return { handlers, projects: () => projects, changeElsewhere };
}
