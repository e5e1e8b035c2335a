import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A server of a test's own on loopback, on a port the system says is free. */
export async function listen(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port the system says is free, for a server started elsewhere. */
export async function freePort(): Promise<number> {
  const server = await listen(() => undefined);
  const port = Number(new URL(server.url).port);
  await server.close();
  return port;
}
