import { samplePayload } from '../test/helpers/payload.js';
import { type Latency, measure, residentMb, sampleMemory } from './scale-measure.js';
import { compareRow, type MetricsRow, type MetricsScraper, type RowRoute } from './scale-metrics.js';

/** The bench accounts' password. */
export const PASSWORD = 'scale bench password';
/** The admin account (ADMIN_EMAIL). */
export const ADMIN = 'admin@scale.example.com';
const READ_TARGET_MS = 100;
const SAVE_TARGET_MS = 150;

/** Where the measured requests go and what serves them. */
export interface Served {
  /** Base URL the bench sends its requests to (the proxy, or the one server). */
  base: string;
  /** The app processes. */
  pids: (number | undefined)[];
  /** Reads each process's `/metrics` around every row, when given. */
  scraper?: MetricsScraper;
}

/** One measured row: its latencies, the largest process RSS right after it, its target. */
export type Row = Latency & { target?: number };

/** Signs in through the API from a given client address; returns the session cookie. */
async function login(base: string, email: string, from: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (res.status !== 200 || !cookie) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0] as string;
}

/** The `rel="next"` URL of a Link header, or null. */
function nextLink(res: Response): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
}

/** Follows `Link: rel="next"` from `first` to page `page` and returns that page's URL. */
async function pageUrl(base: string, first: string, page: number, cookie: string): Promise<string> {
  let url = `${base}${first}`;
  for (let p = 1; p < page; p++) {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    const next = nextLink(res);
    if (!next) throw new Error(`${first} has fewer than ${page} pages (stopped at ${p})`);
    url = next.startsWith('http') ? next : `${base}${next}`;
  }
  return url;
}

const ADMIN_LIST: RowRoute = { method: 'GET', route: '/api/admin/users-with-properties', status: 200 };
const PROJECTS: RowRoute = { method: 'GET', route: '/api/properties', status: 200 };
const LOGIN: RowRoute = { method: 'POST', route: '/api/login', status: 200 };
const SAVE: RowRoute = { method: 'POST', route: '/api/properties', status: 200 };

/**
 * Measures the reads (and, when `writes`, login and save) one request at a time: the admin
 * console's first page, searches by email fragment and by 2 characters, page 50, a heavy user's
 * first page of projects and a project search. With a scraper, each row is framed by scrapes of
 * every process's `/metrics` and compared with what the histograms say.
 */
export async function measureServed(served: Served, requests: number, writes: boolean, users: number) {
  const { base, pids, scraper } = served;
  const memories = pids.map((pid) => sampleMemory(pid));
  const admin = await login(base, ADMIN, '10.9.0.1');
  const heavy = await login(base, 'heavy@scale.example.com', '10.9.0.2');
  const rows: Row[] = [];
  const metrics: MetricsRow[] = [];
  const row = async (
    name: string,
    route: RowRoute,
    target: number,
    request: (i: number) => { url: string; init?: RequestInit },
  ) => {
    const run = () => measure(name, requests, route.status, request);
    let latency: Latency;
    if (scraper) {
      const framed = await scraper.around(route, run);
      latency = framed.latency;
      metrics.push(compareRow(name, route, latency, framed.added));
    } else latency = await run();
    rows.push({ ...latency, rssAfterMb: Math.max(...pids.map(residentMb)), target });
  };
  const get = (url: string, cookie: string) => ({ url: `${base}${url}`, init: { headers: { cookie } } });
  const adminList = '/api/admin/users-with-properties?limit=50';

  await row('admin: first page (50 users)', ADMIN_LIST, READ_TARGET_MS, () => get(adminList, admin));
  await row('admin: search by email fragment', ADMIN_LIST, READ_TARGET_MS, (i) =>
    get(`${adminList}&q=${encodeURIComponent(`er${1000 + ((i * 37) % 8000)}@`)}`, admin),
  );
  await row('admin: search by 2 characters', ADMIN_LIST, READ_TARGET_MS, (i) =>
    get(`${adminList}&q=${encodeURIComponent(`${10 + (i % 90)}`)}`, admin),
  );
  const page50 = await pageUrl(base, adminList, Math.min(50, Math.floor(users / 50)), admin);
  await row('admin: page 50', ADMIN_LIST, READ_TARGET_MS, () => ({
    url: page50,
    init: { headers: { cookie: admin } },
  }));
  await row('projects: first page of 2,000 (heavy user)', PROJECTS, READ_TARGET_MS, () =>
    get('/api/properties?limit=100', heavy),
  );
  await row('projects: search', PROJECTS, READ_TARGET_MS, (i) =>
    get(`/api/properties?q=${encodeURIComponent(`project ${1 + (i % 19)}`)}`, heavy),
  );
  if (writes) {
    await row('login', LOGIN, READ_TARGET_MS, (i) => ({
      url: `${base}/api/login`,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // spreads the per-address sign-in limit; the proxy appends its own hop, which TRUST_PROXY=loopback skips
          'x-forwarded-for': `10.${20 + Math.floor(i / 250)}.${i % 250}.7`,
        },
        body: JSON.stringify({ email: `user${2 + i}@scale.example.com`, password: PASSWORD }),
      },
    }));
    await row('save a project', SAVE, SAVE_TARGET_MS, (i) => ({
      url: `${base}/api/properties`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: heavy },
        body: JSON.stringify(samplePayload({ name: `Bench save ${i}` })),
      },
    }));
  }
  return { rows, metrics, peaksMb: memories.map((m) => m.stop()) };
}
