/**
 * The poem categories as chips (Tous, Spiritualité, Sagesse, …) in the order the anthology
 * created them, named in the reader's language. A chip is a toggle button (aria-pressed).
 */
import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@domain/schemas';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';

export function ThemeChips({
  themes,
  selected,
  onSelect,
}: {
  themes: readonly Theme[];
  selected: string | undefined;
  onSelect: (theme: string | undefined) => void;
}) {
  const { t } = useTranslation('poems');
  const { language } = useReaderLanguage();
  const chips = [
    { key: undefined, label: t('themes.all') },
    ...themes.map((theme) => ({
      key: theme.slug ?? theme.id,
      label: pickLocalized(theme.name, language)?.text ?? '—',
    })),
  ];
  const current = themes.find((theme) => theme.slug === selected || theme.id === selected);
  const currentKey = current ? (current.slug ?? current.id) : undefined;

  return (
    <Wrap role="group" aria-label={t('themes.label')} gap="2">
      {chips.map((chip) => {
        const pressed = chip.key === currentKey;
        return (
          <Button
            key={chip.key ?? 'all'}
            size="sm"
            rounded="full"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(chip.key)}
          >
            {chip.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
