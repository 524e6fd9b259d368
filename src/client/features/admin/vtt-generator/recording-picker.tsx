/** Picks the recording to time: a list of the anthology's recordings, by poem. */
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@client/components/ui/native-select';
import { useRecordingChoices } from './use-recording-choices';

export function RecordingPicker({ onPick }: { onPick: (audioId: string) => void }) {
  const { t } = useTranslation('admin-vtt');
  const choices = useRecordingChoices();
  const [chosen, setChosen] = useState('');
  if (choices === undefined) return <Text color="fg.muted">{t('picker.loading')}</Text>;
  if (choices.length === 0) return <Text color="fg.muted">{t('picker.none')}</Text>;
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onPick(chosen);
      }}
    >
      <Stack gap="2" maxW="xl">
        <chakra.label htmlFor="recording-choice" fontWeight="medium">
          {t('picker.label')}
        </chakra.label>
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root flex="1" minW="60">
            <NativeSelect.Field
              id="recording-choice"
              value={chosen}
              onChange={(event) => setChosen(event.currentTarget.value)}
            >
              <option value="">{t('picker.placeholder')}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {t(choice.timed ? 'picker.optionTimed' : 'picker.option', {
                    poem: choice.poemTitle,
                    title: choice.title,
                  })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" disabled={!chosen}>
            {t('picker.open')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
