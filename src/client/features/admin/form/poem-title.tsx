/** A poem's title from the mirror, for a poem id shown in a form (its id while unknown). */
import { usePoemChoice } from './use-choices';

export function PoemTitle({ id }: { id: string }) {
  const poem = usePoemChoice(id);
  return <>{poem?.label ?? id}</>;
}
