/** The choice of reciter when a poem has several recitations (native radios in a fieldset). */
import { Flex, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Recitation } from '../hooks/use-poem-recitations';

interface SingerPickerProps {
  recitations: Recitation[];
  selectedId: string;
  onSelect: (audioId: string) => void;
}

export function SingerPicker({ recitations, selectedId, onSelect }: SingerPickerProps) {
  const { t } = useTranslation('player');
  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {t('singer.legend')}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {recitations.map(({ audio, singerName }) => (
          <chakra.label
            key={audio.id}
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="3"
            py="1.5"
            borderWidth="1px"
            rounded="full"
            fontSize="sm"
            cursor="pointer"
            borderColor={audio.id === selectedId ? 'primary.solid' : 'border'}
            bg={audio.id === selectedId ? 'primary.subtle' : undefined}
            _focusWithin={{ outline: '2px solid', outlineColor: 'primary.focusRing' }}
          >
            <chakra.input
              type="radio"
              name="recitation-singer"
              value={audio.id}
              checked={audio.id === selectedId}
              onChange={() => onSelect(audio.id)}
              accentColor="var(--chakra-colors-primary-solid)"
            />
            {singerName ?? t('singer.unknown')}
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
}
