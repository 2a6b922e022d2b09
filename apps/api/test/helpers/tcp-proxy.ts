import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can be stopped (every connection dropped, new ones
 * refused) and started again on the same port: a database outage without touching the shared
 * server.
 */
export class TcpProxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  /** While true, bytes are swallowed in both directions and nothing is closed (a silent partition). */
  private silent = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts listening (on the previous port when restarting). */
  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      // Forwarded by hand so that a partition can swallow bytes without closing anything.
      client.on('data', (chunk) => this.silent || upstream.write(chunk));
      upstream.on('data', (chunk) => this.silent || client.write(chunk));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /**
   * Starts a silent network partition: connections stay open and new ones are accepted, but no
   * byte gets through and no error is ever seen, as when a route to the database vanishes.
   * Connections that carried bytes during the partition are cut when it heals (their protocol
   * state is lost), as a real one would leave them.
   */
  partition(): void {
    this.silent = true;
  }

  /** Ends the partition; the connections it left half-done are closed. */
  heal(): void {
    this.silent = false;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  /** Drops every connection and refuses new ones. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
