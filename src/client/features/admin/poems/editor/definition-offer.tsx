/**
 * What the editor offers for the words picked in its preview: the definitions this poem already
 * has for them, "add a definition" (prefilled with the words and this poem), and the definitions
 * other poems give the same word, each offered as a starting point. The anthology's glossary is
 * the only dictionary: nothing here comes from outside data.
 */
import { Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord } from '@domain/schemas';
import { lookUpWord, type DefinitionSuggestion } from './look-up-word';
import { usePoemTitles } from './use-poem-titles';

/** What the add-definition form starts from. */
export interface DefinitionDraft {
  word: string;
  definition: string;
  explanation: string;
}

interface DefinitionOfferProps {
  phrase: string;
  /** The poem being edited; undefined while it is not saved yet (nothing can be attached). */
  poemId: string | undefined;
  glossary: readonly DifficultWord[];
  onAdd: (draft: DefinitionDraft) => void;
}

export function DefinitionOffer({ phrase, poemId, glossary, onAdd }: DefinitionOfferProps) {
  const { t } = useTranslation('admin-form');
  const { here, elsewhere } = lookUpWord(phrase, poemId, glossary);
  const titles = usePoemTitles(
    elsewhere.flatMap((suggestion) => suggestion.poemIds.filter((id) => id !== null)),
  );
  const word = phrase.trim();
  return (
    <Stack
      as="section"
      aria-label={t('editor.offer.label', { word })}
      gap="3"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="lg"
      p="4"
      bg="bg.panel"
    >
      <Heading as="h3" textStyle="md" lang="wo" dir="ltr">
        {t('editor.offer.title', { word })}
      </Heading>
      {here.map((entry) => (
        <Text key={entry.id} data-testid="defined-here">
          {t('editor.offer.definedHere')} <bdi>{entry.definition}</bdi>
        </Text>
      ))}
      {poemId ? (
        <Button
          alignSelf="start"
          size="sm"
          colorPalette="primary"
          onClick={() => onAdd({ word, definition: '', explanation: '' })}
        >
          {t('editor.offer.add')}
        </Button>
      ) : (
        <Text color="fg.muted">{t('editor.offer.saveFirst')}</Text>
      )}
      {elsewhere.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="semibold">{t('editor.offer.elsewhere')}</Text>
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
            {elsewhere.map((suggestion) => (
              <Suggestion
                key={suggestion.definition + (suggestion.explanation ?? '')}
                suggestion={suggestion}
                from={titles && sourcesOf(suggestion, titles, t('editor.offer.everyPoem'))}
                canUse={poemId !== undefined}
                onUse={() =>
                  onAdd({
                    word,
                    definition: suggestion.definition,
                    explanation: suggestion.explanation ?? '',
                  })
                }
              />
            ))}
          </chakra.ul>
        </Stack>
      )}
    </Stack>
  );
}

/** Where a suggestion is used: its poems' titles (a poem the mirror lacks by its id). */
function sourcesOf(
  suggestion: DefinitionSuggestion,
  titles: ReadonlyMap<string, string>,
  everyPoem: string,
): string {
  const names = suggestion.poemIds.map((id) => (id === null ? everyPoem : (titles.get(id) ?? id)));
  return [...new Set(names)].join(' · ');
}

function Suggestion({
  suggestion,
  from,
  canUse,
  onUse,
}: {
  suggestion: DefinitionSuggestion;
  /** Undefined while the poems' titles are read: no line rather than raw ids. */
  from: string | undefined;
  canUse: boolean;
  onUse: () => void;
}) {
  const { t } = useTranslation('admin-form');
  return (
    <chakra.li borderStartWidth="3px" borderColor="primary.muted" ps="3" display="grid" gap="1">
      <Text dir="auto">{suggestion.definition}</Text>
      {suggestion.explanation && (
        <Text color="fg.muted" textStyle="sm" whiteSpace="pre-line" dir="auto">
          {suggestion.explanation}
        </Text>
      )}
      {from !== undefined && (
        <Text color="fg.muted" textStyle="xs">
          {t('editor.offer.from')} <bdi>{from}</bdi>
        </Text>
      )}
      {canUse && (
        <Button alignSelf="start" size="xs" variant="outline" onClick={onUse}>
          {t('editor.offer.useThis')}
        </Button>
      )}
    </chakra.li>
  );
}
