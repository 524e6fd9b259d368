/**
 * A bulk action as N single calls, four at a time: each row goes through the very request
 * its single edit or delete makes (PUT with the `version` the list showed, DELETE to the
 * trash), so each gets the same version check, the same revision (one per record) and
 * audit line, the same trash and feed, with nothing a second route could do differently.
 * Why not one bulk route: it would have to repeat, per record, the version check, the
 * revision, the audit line and the refusals the single routes already make, inside one
 * transaction that either hides which row failed or needs a per-row answer anyway; and a
 * page holds at most 100 rows, so N calls on a kept-alive connection cost little (each is
 * a few milliseconds on the server). A call that fails does not stop the others: every row
 * comes back as done or failed, with its error, so the screen can say which and why.
 */
const AT_ONCE = 4;

interface BulkOutcome<T> {
  done: T[];
  failed: { row: T; error: unknown }[];
}

export async function runBulk<T>(
  rows: readonly T[],
  act: (row: T) => Promise<unknown>,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [] };
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row !== undefined; row = queue.shift()) {
      try {
        await act(row);
        outcome.done.push(row);
      } catch (error) {
        outcome.failed.push({ row, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, rows.length) }, worker));
  // In the page's order, whatever order the answers came in.
  const order = (row: T) => rows.indexOf(row);
  outcome.done.sort((a, b) => order(a) - order(b));
  outcome.failed.sort((a, b) => order(a.row) - order(b.row));
  return outcome;
}
