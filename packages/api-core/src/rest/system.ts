import { sql } from '@cre/db';
import type { Config } from '../config.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors.js';
import { renderPlaybook } from '../services/playbook.js';
import type { RestRoute } from './define.js';
import { healthSchema } from './output-schemas.js';
import { readinessRoute, withProbeTimeout } from './readiness.js';

function docsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CRE Sale Analyzer API documentation</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
</head><body><div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;
}

const docsInit = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * Routes served without procedures: health, readiness, the OpenAPI document, its viewer, the playbook file.
 * `getDocument` gives the document of the routes a configuration enables (the registry's).
 */
export function systemRoutes(getDocument: (config: Config) => unknown): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/health',
      tag: 'System',
      summary: 'Liveness and database reachability (503 when the database is down)',
      response: { status: 200, description: 'Healthy', schema: healthSchema },
      errors: [503],
      errorBodies: { 503: healthSchema },
      usesContext: false,
      async handle({ req, reply, deps }) {
        reply.header('cache-control', 'no-store');
        try {
          await withProbeTimeout(sql`select 1`.execute(deps.db), 'health');
          return reply.send({ status: 'ok', database: 'up' });
        } catch {
          return reply.code(503).send({
            status: 'error',
            database: 'down',
            message: DATABASE_UNAVAILABLE_MESSAGE,
            requestId: String(req.id),
          });
        }
      },
    },
    readinessRoute,
    {
      method: 'GET',
      path: '/api/openapi.json',
      tag: 'System',
      summary: 'This OpenAPI 3 document',
      response: { status: 200, description: 'OpenAPI document' },
      errors: [],
      usesContext: false,
      handle: async ({ reply, deps }) => reply.send(getDocument(deps.config)),
    },
    {
      method: 'GET',
      path: '/api/docs',
      tag: 'System',
      summary: 'Interactive API documentation (Swagger UI, bundled assets)',
      response: { status: 200, description: 'HTML page', contentType: 'text/html' },
      errors: [],
      usesContext: false,
      handle: async ({ reply }) => reply.type('text/html; charset=utf-8').send(docsPage()),
    },
    {
      method: 'GET',
      path: '/api/docs/init.js',
      tag: 'System',
      summary: 'Swagger UI start-up script used by /api/docs',
      response: { status: 200, description: 'JavaScript', contentType: 'text/javascript' },
      errors: [],
      usesContext: false,
      handle: async ({ reply }) => reply.type('text/javascript; charset=utf-8').send(docsInit),
    },
    {
      method: 'GET',
      path: '/api/playbook/download',
      tag: 'Outreach',
      summary: 'Download the Commercial Property Owner’s Playbook (HTML document, printable to PDF)',
      response: { status: 200, description: 'The playbook', contentType: 'text/html' },
      errors: [],
      usesContext: false,
      async handle({ reply, deps }) {
        return reply
          .type('text/html; charset=utf-8')
          .header('content-disposition', 'attachment; filename="cre-owners-playbook.html"')
          .send(renderPlaybook(deps.config.broker));
      },
    },
  ];
}
