/**
 * Imported first (`node --import`) by the backup's process, which backup.mjs starts in a
 * session of its own: gives the whole process the lowest CPU priority before anything else
 * loads, so the servers beside it keep the CPU and the backup takes what they leave.
 *
 * Lowering the process's `nice` alone is not enough on Linux:
 * - a priority is a thread's: `os.setPriority()` lowers only the main thread, while V8's
 *   workers, libuv's pool (gzip, checksums, file reads) and tsx's loader thread keep
 *   running at normal priority. Every thread there is now is lowered; the later ones (and
 *   child processes such as tsx's esbuild) inherit it from the thread that starts them.
 * - with the scheduler's autogroups (Debian's and Ubuntu's default), CPU is first shared
 *   between sessions, and `nice` only orders the processes within one: a backup in its own
 *   session, even at nice 19, weighs as much as the server's. So the session's weight is
 *   lowered too, and only by its leader: any other process would lower its caller's session.
 * Where the system has neither (/proc missing, or it refuses), the backup runs as it is.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

const LOWEST = constants.priority.PRIORITY_LOW;

/** Fields of /proc/self/stat after the command's name (which may hold spaces). */
function statFields() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

const attempt = (work) => {
  try {
    work();
  } catch {
    // Not Linux, or not allowed: the backup is the same, only less polite.
  }
};

/** The kernel takes one session-weight change in 100 ms from a user other than root (EAGAIN). */
function setSessionWeight() {
  for (let tries = 0; ; tries++) {
    try {
      return writeFileSync('/proc/self/autogroup', `${LOWEST}`);
    } catch (error) {
      if (error.code !== 'EAGAIN' || tries >= 5) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 110);
    }
  }
}

attempt(() => {
  // Field 4 after the name is the session's id: the session leader's process id.
  if (Number(statFields()[3]) === process.pid) setSessionWeight();
});
let threads = [0];
attempt(() => (threads = readdirSync('/proc/self/task').map(Number)));
for (const thread of threads) attempt(() => setPriority(thread, LOWEST));
