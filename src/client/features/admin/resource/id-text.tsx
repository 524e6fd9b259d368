/** A record id as SPEC's tables show it (`poemId`): small, monospaced, left to right. */
import { Text } from '@chakra-ui/react';

export function IdText({ id }: { id: string }) {
  return (
    <Text
      as="span"
      fontFamily="mono"
      textStyle="xs"
      color="fg.muted"
      dir="ltr"
      wordBreak="break-all"
    >
      {id}
    </Text>
  );
}
