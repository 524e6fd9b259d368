/**
 * How `npm run backup` reaches a running server on the embedded database. PGlite is
 * PostgreSQL inside the server's process and its folder is locked to that process
 * (db/data-dir-lock.ts), so no other process may read it: the server itself takes the
 * snapshot, asked over a unix socket in DATA_DIR (control/backup.sock).
 *
 * Why a unix socket rather than an HTTP route: nothing on the network can reach it, and
 * only the operating-system user who runs the server (or root) can: the socket is 0600 in a
 * 0700 folder, created before the socket so there is no moment it is open to others. That
 * user can read DATA_DIR anyway, so the socket grants nothing new and needs no password.
 * The server writes the snapshot into a staging folder the command names (same machine,
 * same user); the command then packs the archive, so the server spends no time on it.
 *
 * One request: POST /snapshot with `{"stage": "/absolute/empty/folder"}`, answered 200 with
 * the snapshot's summary (snapshot.ts) or 500 with `{"message"}`.
 */
import { chmod, mkdir, readdir, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { isAbsolute, join, resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { reasonOf } from '../startup-error';
import type { SnapshotSummary } from './snapshot';

export const controlSocketPath = (dataDir: string) =>
  join(resolve(dataDir), 'control', 'backup.sock');

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * Serves snapshots on DATA_DIR's socket. Call it only while holding DATA_DIR's database
 * lock: a socket file left by a killed server is then surely stale and is replaced.
 */
export async function serveControlSocket(
  dataDir: string,
  snapshot: (stage: string) => Promise<SnapshotSummary>,
): Promise<ControlSocket> {
  const path = controlSocketPath(dataDir);
  const folder = join(resolve(dataDir), 'control');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  await rm(path, { force: true });
  let busy = false;
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      return answer(404, { message: 'only POST /snapshot is served here' });
    }
    if (busy) return answer(409, { message: 'another backup of this server is under way' });
    busy = true;
    text(req)
      .then(async (body) => {
        const { stage } = JSON.parse(body) as { stage?: unknown };
        if (typeof stage !== 'string' || !isAbsolute(stage) || (await readdir(stage)).length) {
          throw new Error('stage must be the absolute path of an empty folder');
        }
        answer(200, await snapshot(stage));
      })
      .catch((error: unknown) => answer(500, { message: reasonOf(error) }))
      .finally(() => {
        busy = false;
      });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/**
 * Asks the server on DATA_DIR for a snapshot into `stage`. Answers undefined when no server
 * listens there (no socket, or one left by a server that is gone).
 */
export function requestSnapshot(
  dataDir: string,
  stage: string,
): Promise<SnapshotSummary | undefined> {
  return new Promise((done, fail) => {
    const req = request(
      { socketPath: controlSocketPath(dataDir), method: 'POST', path: '/snapshot' },
      (res) => {
        text(res)
          .then((body) => {
            const parsed = JSON.parse(body) as SnapshotSummary & { message?: string };
            if (res.statusCode === 200) done(parsed);
            else
              fail(new Error(`the running server could not take the snapshot: ${parsed.message}`));
          })
          .catch(fail);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined);
      else fail(error);
    });
    req.end(JSON.stringify({ stage }));
  });
}
