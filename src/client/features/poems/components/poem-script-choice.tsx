/**
 * On a poem that has Wolofal: the reader's choice of both scripts, the Latin or the Wolofal,
 * remembered with the other reader settings (every such poem opens the way the reader left
 * the last one). Not shown on a poem without Wolofal, where there is nothing to choose.
 */
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@client/components/settings/choice-group';
import { useSettings } from '@client/components/settings/use-settings';
import { SCRIPT_CHOICES } from '@domain/wolofal/script-choice';

export function PoemScriptChoice() {
  const { t } = useTranslation('poems');
  const { settings, update } = useSettings();
  return (
    <ChoiceGroup
      id="poem-script-choice"
      label={t('reader.script.label')}
      value={settings.poemScript}
      options={SCRIPT_CHOICES.map((value) => ({ value, label: t(`reader.script.${value}`) }))}
      onChange={(poemScript) => update({ poemScript })}
    />
  );
}
