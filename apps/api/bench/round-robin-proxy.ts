import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';

/** Connection-level headers a proxy must not forward (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);

/** `headers` without the hop-by-hop ones (and those `Connection` names). */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !named.has(name)) out[name] = value;
  }
  return out;
}

/**
 * The client's X-Forwarded-For with its socket address appended, as nginx's
 * `$proxy_add_x_forwarded_for` (just the address when the request carried none).
 */
export function addForwardedFor(
  existing: string | string[] | undefined,
  address: string | undefined,
): string {
  const previous = Array.isArray(existing) ? existing.join(', ') : existing;
  const peer = address?.startsWith('::ffff:') ? address.slice(7) : (address ?? '');
  return previous ? `${previous}, ${peer}` : peer;
}

/**
 * A small HTTP reverse proxy for the benchmarks: each request goes to the next of `upstreams`
 * in turn (round robin) with its method, path, end-to-end headers and body, X-Forwarded-For
 * extended with the client's address; the response is streamed back. Upstream connections are
 * kept alive. An upstream that cannot be reached answers 502.
 */
export class RoundRobinProxy {
  private readonly server: Server;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  private next = 0;
  /** Requests sent to each upstream, in the order of `upstreams`. */
  readonly forwarded: number[];

  /** `upstreams` are base URLs (`http://127.0.0.1:3953`). */
  constructor(private readonly upstreams: readonly string[]) {
    if (upstreams.length === 0) throw new Error('a proxy needs at least one upstream');
    this.forwarded = upstreams.map(() => 0);
    this.server = createServer({ keepAlive: true }, (req, res) => this.forward(req, res));
  }

  private forward(req: IncomingMessage, res: ServerResponse): void {
    const index = this.next;
    this.next = (this.next + 1) % this.upstreams.length;
    this.forwarded[index] = (this.forwarded[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', this.upstreams[index]);
    const headers = endToEnd(req.headers);
    headers['x-forwarded-for'] = addForwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress);
    const upstream = request(target, { method: req.method, headers, agent: this.agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream ${this.upstreams[index]}: ${error.message}`);
    });
    req.pipe(upstream);
  }

  /** Listens on 127.0.0.1:`port`; resolves with the proxy's base URL. */
  listen(port: number): Promise<string> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`));
    });
  }

  /** Stops listening, ends idle client connections and the upstream connections. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
      this.agent.destroy();
    });
  }
}
