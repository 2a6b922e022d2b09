import { createServer, type Server } from 'node:net';

/** Thrown when the HTTP port is taken; the message says which and what to do. */
export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(
      `Port ${port} on ${host} is already in use (is CRE Sale Analyzer already running?). Stop the other process or set PORT to a free port.`,
    );
    this.name = 'PortInUseError';
  }
}

/** A port bound before anything else starts; {@link PortReservation.release} frees it for the app. */
export interface PortReservation {
  release(): Promise<void>;
}

/**
 * Binds `host:port` exclusively and holds it, so that a second instance finds the port taken
 * before it opens the database (and never touches a data directory it would have to give up).
 * Port 0 reserves nothing (tests ask for any free port at listen time).
 *
 * @throws PortInUseError when another process listens there.
 */
export async function reservePort(host: string, port: number): Promise<PortReservation> {
  if (port === 0) return { release: async () => {} };
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error),
    );
    server.listen({ host, port, exclusive: true }, resolve);
  });
  let released: Promise<void> | undefined;
  return {
    release: () => {
      released ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return released;
    },
  };
}
