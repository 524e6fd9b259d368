/**
 * A reason the server cannot start that the operator can fix (a folder in use, damaged or
 * unreadable, a bad setting). main.ts prints its message as one line and exits with status 1,
 * without a stack trace: the message says what is wrong and what to do.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** A short reason from any error: its code and the first line of its message. */
export function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; errno?: unknown; message?: unknown; name?: unknown };
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const first = typeof e?.message === 'string' ? e.message.split('\n')[0]!.slice(0, 160) : '';
  const errno = typeof e?.errno === 'number' ? `errno ${e.errno}` : undefined;
  return [code, first || errno || String(e?.name ?? error)].filter(Boolean).join(': ');
}
