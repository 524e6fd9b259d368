/**
 * The poem's verses under the player on a recitation's own page, so the reader can follow along
 * there too: stanzas as paragraphs, each verse carrying `data-verse-index` like the poem page's,
 * which is all the verse sync needs. Plain text (no difficult words: that is the poem page's job).
 */
import { Stack, chakra } from '@chakra-ui/react';
import { splitStanzas, splitVerses } from '@domain/words';

export function RecitationVerses({ content }: { content: string }) {
  let verseIndex = 0;
  return (
    <Stack as="div" lang="wo" gap="4" mt="4" fontFamily="heading" fontSize="lg" lineHeight="1.8">
      {splitStanzas(content).map((stanza, stanzaIndex) => (
        <chakra.p key={stanzaIndex}>
          {splitVerses(stanza).map((verse) => {
            const index = verseIndex++;
            return (
              <chakra.span key={index} display="block" px="1" data-verse-index={index}>
                {verse.trim()}
              </chakra.span>
            );
          })}
        </chakra.p>
      ))}
    </Stack>
  );
}
