/** A row's poem, poet, theme or tag by its name from the mirror; its id until the mirror has it. */
import { Text } from '@chakra-ui/react';
import { IdText } from './id-text';
import { useMirrorName, type NameTable } from './use-mirror-name';

export function MirrorName({ table, id }: { table: NameTable; id: string }) {
  const name = useMirrorName(table, id);
  if (name === undefined)
    return (
      <Text as="span" color="fg.subtle">
        …
      </Text>
    );
  return name === null ? <IdText id={id} /> : <>{name}</>;
}
