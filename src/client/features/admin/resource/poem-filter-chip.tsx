/**
 * A list narrowed to one poem's records (its recordings, its difficult words: the poem view
 * links here with `?poem=`): says which poem, by its title from the mirror, with a button
 * back to every poem's. Nothing shows without the filter.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { MirrorName } from './mirror-name';

export function PoemFilterChip({ poem, onClear }: { poem?: string; onClear: () => void }) {
  const { t } = useTranslation('admin');
  if (!poem) return null;
  return (
    <HStack
      gap="3"
      flexWrap="wrap"
      px="3"
      py="2"
      rounded="lg"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border.muted"
      w="fit-content"
      maxW="full"
      data-testid="poem-filter"
    >
      <Text minW="0">
        <Text as="span" fontWeight="semibold">
          {t('difficultWords.columns.poem')}
        </Text>{' '}
        <Text as="span" dir="auto">
          <MirrorName table="poems" id={poem} />
        </Text>
      </Text>
      <Button size="xs" variant="outline" onClick={onClear}>
        {t('filters.allPoems')}
      </Button>
    </HStack>
  );
}
