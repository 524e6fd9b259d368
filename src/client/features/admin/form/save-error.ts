/**
 * Any error a save can throw, read as what the form must do with it. It accepts the app's
 * HTTP client error (`status`, `message`, `fields`), ky's HTTPError (body read here) and
 * fetch's network failures, so an `actions.ts` can change client without the kit noticing.
 */
type SaveError =
  /** No network: the save is refused and the draft kept. */
  | { kind: 'offline' }
  /** 409 on `version`: someone saved this record since it was loaded. */
  | { kind: 'stale' }
  /** 400, or a 409 naming other fields (a taken name): messages for the fields. */
  | { kind: 'fields'; message: string; fields: Record<string, string> }
  | { kind: 'failed'; status?: number; message: string };

interface ErrorBody {
  message?: unknown;
  fields?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const stringFields = (fields: unknown): Record<string, string> =>
  isRecord(fields)
    ? Object.fromEntries(
        Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

/** The status and body of an HTTP error, whichever client threw it; undefined for others. */
async function httpFailure(
  error: unknown,
): Promise<{ status: number; body: ErrorBody } | undefined> {
  if (!isRecord(error)) return undefined;
  if (typeof error.status === 'number')
    return { status: error.status, body: { message: error.message, fields: error.fields } };
  const response = error.response;
  if (response instanceof Response) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    return { status: response.status, body: isRecord(body) ? body : {} };
  }
  return undefined;
}

/** Whether `error` means the request never reached the server. */
function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (!isRecord(error)) return false;
  return (
    error.network === true ||
    error.isNetworkError === true ||
    error.name === 'TimeoutError' ||
    (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
  );
}

export async function toSaveError(error: unknown): Promise<SaveError> {
  const failure = await httpFailure(error);
  if (!failure || failure.status === 0) {
    if (isNetworkFailure(error) || failure?.status === 0) return { kind: 'offline' };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  const { status, body } = failure;
  const fields = stringFields(body.fields);
  const message = typeof body.message === 'string' ? body.message : '';
  if (status === 409 && 'version' in fields) return { kind: 'stale' };
  // 413 and 415 name the refused file (an upload's `file`): they land on it too.
  if ([400, 409, 413, 415].includes(status) && Object.keys(fields).length > 0)
    return { kind: 'fields', message, fields };
  return { kind: 'failed', status, message };
}
