/**
 * The settings panel (SPEC sections 2, 4, 9): 280 px, from the end edge (the right in
 * left-to-right), with mode, contrast, direction, layout, colour preset, stretch and the
 * text size of poems (each step named by its scale, a percentage in the reader's language).
 * Every choice applies at once (settings-store.ts); "Reset" shows only when something
 * differs from the defaults. Also links to the offline storage screen and to the reader's
 * library as a file (download, import, delete).
 */
import { Box, Button, CloseButton, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@client/components/ui/drawer';
import type { OverlayProps } from '@client/startup/lazy-overlay';
import { AppIcon } from '@client/components/icons/app-icon';
import { directionOf } from '@domain/i18n/languages';
import { COLOR_PRESETS, PRESET_SWATCH } from '@client/theme/presets';
import { numberFormat } from '@client/lib/number-format';
import { TEXT_SIZES, TEXT_SIZE_SCALE } from '@domain/first-screen/text-size';
import { ChoiceGroup } from './choice-group';
import {
  THEME_CONTRASTS,
  THEME_DIRECTIONS,
  THEME_LAYOUTS,
  THEME_MODES,
  differsFromDefaults,
} from './settings';
import { useSettings } from './use-settings';

export const SETTINGS_PANEL_WIDTH = '280px';

export default function SettingsDrawer({ open, onOpenChange }: OverlayProps) {
  const { t, i18n } = useTranslation('shell');
  const { settings, update, reset } = useSettings();
  const arabic = directionOf(i18n.resolvedLanguage ?? '') === 'rtl';
  const options = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`settings.${group}.${value}` as never) }));

  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={SETTINGS_PANEL_WIDTH} w={SETTINGS_PANEL_WIDTH} bg="bg.panel">
            <Drawer.Header px="5" py="4" borderBottomWidth="1px" borderColor="border.muted">
              <HStack justify="space-between" w="full" gap="2">
                <Drawer.Title textStyle="lg" fontFamily="heading">
                  {t('settings.title')}
                </Drawer.Title>
                <HStack gap="1">
                  {differsFromDefaults(settings) && (
                    <Button size="xs" variant="ghost" onClick={reset}>
                      <AppIcon name="refresh" />
                      {t('settings.reset')}
                    </Button>
                  )}
                  <Drawer.CloseTrigger asChild position="static">
                    <CloseButton size="sm" aria-label={t('settings.close')} />
                  </Drawer.CloseTrigger>
                </HStack>
              </HStack>
            </Drawer.Header>
            <Drawer.Body px="5" py="5">
              <Stack gap="6">
                <ChoiceGroup
                  id="setting-mode"
                  label={t('settings.mode.label')}
                  value={settings.themeMode}
                  options={options(THEME_MODES, 'mode')}
                  onChange={(themeMode) => update({ themeMode })}
                />
                <ChoiceGroup
                  id="setting-contrast"
                  label={t('settings.contrast.label')}
                  value={settings.themeContrast}
                  options={options(THEME_CONTRASTS, 'contrast')}
                  onChange={(themeContrast) => update({ themeContrast })}
                />
                <ChoiceGroup
                  id="setting-direction"
                  label={t('settings.direction.label')}
                  value={arabic ? 'rtl' : settings.themeDirection}
                  options={options(THEME_DIRECTIONS, 'direction')}
                  onChange={(themeDirection) => update({ themeDirection })}
                  disabled={arabic}
                  note={arabic ? t('settings.direction.arabic') : undefined}
                />
                <ChoiceGroup
                  id="setting-layout"
                  label={t('settings.layout.label')}
                  value={settings.themeLayout}
                  options={options(THEME_LAYOUTS, 'layout')}
                  onChange={(themeLayout) => update({ themeLayout })}
                  note={t('settings.layout.note')}
                />
                <Stack gap="2" role="group" aria-labelledby="setting-preset">
                  <Text id="setting-preset" textStyle="sm" fontWeight="semibold">
                    {t('settings.preset.label')}
                  </Text>
                  <HStack gap="2" flexWrap="wrap">
                    {COLOR_PRESETS.map((preset) => (
                      <Button
                        key={preset}
                        size="sm"
                        variant="outline"
                        colorPalette="gray"
                        px="2"
                        aria-pressed={settings.themeColorPresets === preset}
                        aria-label={t(`settings.preset.${preset}`)}
                        borderWidth={settings.themeColorPresets === preset ? '2px' : '1px'}
                        borderColor={settings.themeColorPresets === preset ? 'fg' : 'border'}
                        onClick={() => update({ themeColorPresets: preset })}
                      >
                        <Box boxSize="5" rounded="full" bg={PRESET_SWATCH[preset]} />
                      </Button>
                    ))}
                  </HStack>
                </Stack>
                <ChoiceGroup
                  id="setting-stretch"
                  label={t('settings.stretch.label')}
                  value={settings.themeStretch ? 'on' : 'off'}
                  options={[
                    { value: 'off', label: t('settings.stretch.off') },
                    { value: 'on', label: t('settings.stretch.on') },
                  ]}
                  onChange={(value) => update({ themeStretch: value === 'on' })}
                  note={t('settings.stretch.note')}
                />
                <ChoiceGroup
                  id="setting-text-size"
                  label={t('settings.textSize.label')}
                  value={settings.textSize}
                  options={TEXT_SIZES.map((value) => ({
                    value,
                    label: numberFormat(document.documentElement.lang, {
                      style: 'percent',
                    }).format(TEXT_SIZE_SCALE[value]),
                  }))}
                  onChange={(textSize) => update({ textSize })}
                />
                <Link asChild color="primary.fg" textStyle="sm" fontWeight="medium" gap="2">
                  <RouterLink to={'/storage' as '/'} onClick={() => onOpenChange(false)}>
                    <AppIcon name="storage" />
                    {t('settings.storage')}
                  </RouterLink>
                </Link>
                <Link asChild color="primary.fg" textStyle="sm" fontWeight="medium" gap="2">
                  <RouterLink to="/library/data" onClick={() => onOpenChange(false)}>
                    <AppIcon name="bookmark" />
                    {t('settings.library')}
                  </RouterLink>
                </Link>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
