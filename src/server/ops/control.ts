import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * The operator's channel to a running server: a unix socket in the data folder, readable and writable by the
 * account that runs the server only (mode 0600). Nothing reaches it over HTTP. One JSON line in, one out.
 * It also marks the data folder as in use: a second server, or a restore, refuses a folder whose socket answers.
 */
export const controlSocket = (dataDir: string) => path.join(dataDir, 'control.sock');

export type ControlRequest = { command: 'backup'; out?: string };
export type ControlAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** Asks the server running on `dataDir`; answers null when none listens there. */
export function askServer(dataDir: string, request: ControlRequest): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocket(dataDir));
    let text = '';
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.end(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('end', () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer);
      } catch {
        reject(new Error(`unreadable answer from the server: ${text.slice(0, 200)}`));
      }
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(null);
      else reject(error);
    });
  });
}

export const serverRunsOn = async (dataDir: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(controlSocket(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Listens on the data folder's socket; refuses when another server already answers there. Answers how to stop. */
export async function startControl(dataDir: string, handle: (request: ControlRequest) => Promise<unknown>): Promise<() => Promise<void>> {
  const file = controlSocket(dataDir);
  if (await serverRunsOn(dataDir)) throw new Error(`Another server is running on the data folder ${dataDir}.`);
  // Left by a process that was killed.
  await rm(file, { force: true });
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.length > 10_000) socket.destroy();
    });
    socket.once('end', () => {
      void (async (): Promise<ControlAnswer> => {
        try {
          const request = JSON.parse(text) as ControlRequest;
          if (request.command !== 'backup') return { ok: false, error: `unknown command: ${String(request.command)}` };
          return { ok: true, result: await handle(request) };
        } catch (error) {
          return { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      })().then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, resolve));
  await chmod(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}
