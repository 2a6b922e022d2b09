import {
  type Db,
  deleteProperty,
  estimateListBytes,
  getProperty,
  getRecentProperty,
  LIST_BYTES_MAX,
  listPropertiesJson,
  listPropertiesPageJson,
  type PageRequest,
  type Property,
  type PropertyInput,
  recordPropertyAccess,
  saveNewProperties,
  saveProperty,
} from '@cre/db';
import type { ProjectListCache } from './project-list-cache.js';

/**
 * Users' projects, read and written in one place: every write evicts the user's cached list
 * in this process (other processes hear of it from the database's change announcement).
 */
export interface ProjectService {
  /**
   * The user's projects, most recently updated first, each with its rent roll, as JSON text
   * built by the database: from the cache when it holds it, otherwise with one query. Throws a
   * {@link ListTooLargeError} when the list could pass `LIST_BYTES_MAX` (32 MiB): page instead.
   */
  listJson(userId: number): Promise<string>;
  /**
   * One keyset page of the user's projects (same order and objects as {@link listJson}) as the
   * JSON text `{"nextCursor":…,"total":…,"items":[…]}` (see `splitPageJson`), cached per user
   * and page like the whole list and evicted with it. Throws `InvalidCursorError` for a bad cursor.
   */
  pageJson(userId: number, page: PageRequest): Promise<string>;
  /** The user's project `id` with its rent roll, or null when it is not theirs. */
  get(userId: number, id: number): Promise<Property | null>;
  /** The most recently accessed or updated project, or null. */
  recent(userId: number): Promise<Property | null>;
  /** Creates a project, or updates the user's project `input.id`; null when that is not theirs. */
  save(userId: number, input: PropertyInput): Promise<Property | null>;
  /** Creates a new project for each input (ids ignored), all or none (one transaction). */
  importAll(userId: number, inputs: PropertyInput[]): Promise<Property[]>;
  /** Records that the user opened project `id`; false when it is not theirs. */
  recordAccess(userId: number, id: number): Promise<boolean>;
  /** Deletes the user's project `id` with its leases; false when it is not theirs. */
  delete(userId: number, id: number): Promise<boolean>;
}

/** The whole list of a user's projects could pass `LIST_BYTES_MAX`: it is not built. */
export class ListTooLargeError extends Error {
  constructor() {
    super(
      'Your projects are too many to list at once: read them a page at a time (properties.page or GET /api/properties).',
    );
    this.name = 'ListTooLargeError';
  }
}

/** The project service over `db`, keeping `lists` current. */
export function createProjectService(db: Db, lists: ProjectListCache): ProjectService {
  /** Runs a write, then forgets the user's lists whatever happened (it may have committed). */
  const writing = async <T>(userId: number, write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      lists.evictGroup(userId);
    }
  };
  return {
    listJson: (userId) =>
      lists.getOrLoad({ userId }, async () => {
        if ((await estimateListBytes(db, userId)) > LIST_BYTES_MAX) throw new ListTooLargeError();
        return listPropertiesJson(db, userId);
      }),
    pageJson: (userId, { limit, cursor, q }) => {
      const search = q?.trim() || undefined;
      const key = { userId, page: { limit, cursor: cursor ?? undefined, q: search } };
      return lists.getOrLoad(key, async () => {
        const page = await listPropertiesPageJson(db, userId, { limit, cursor, q: search });
        return `{"nextCursor":${JSON.stringify(page.nextCursor)},"total":${page.total},"items":${page.items}}`;
      });
    },
    get: (userId, id) => getProperty(db, userId, id),
    recent: (userId) => getRecentProperty(db, userId),
    save: (userId, input) => writing(userId, saveProperty(db, userId, input)),
    importAll: (userId, inputs) => writing(userId, saveNewProperties(db, userId, inputs)),
    recordAccess: (userId, id) => writing(userId, recordPropertyAccess(db, userId, id)),
    delete: (userId, id) => writing(userId, deleteProperty(db, userId, id)),
  };
}
