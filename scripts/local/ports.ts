// Port checks for the local stack: a clear message when a port is taken, and free ports for tests.
import net from 'node:net';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function assertPortFree(port: number, what: string, envVar: string): Promise<void> {
  if (await isPortFree(port)) return;
  throw new Error(
    `Port ${port} is already in use, so ${what} cannot start. Stop whatever is using it ` +
      `(lsof -i :${port}) or choose another port: ${envVar}=<port> npm start`,
  );
}

/** A port the operating system says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
