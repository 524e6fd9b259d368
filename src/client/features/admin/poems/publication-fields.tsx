/**
 * The poem's publication in the editor: a draft (administrators only), published, or from a
 * date (the date field shows only then). Saved with the rest of the poem, through the same
 * version check; the date is the browser's local time, sent with its time zone.
 */
import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../form/fields/select-field';
import { TextField } from '../form/fields/text-field';
import type { ResourceForm } from '../form/use-resource-form';
import type { PoemField } from './poem-spec';

export function PublicationFields({
  form,
  labels,
}: {
  form: ResourceForm<PoemField>;
  labels: Record<PoemField, string>;
}) {
  const { t } = useTranslation('admin-form');
  const choices = (['draft', 'now', 'at'] as const).map((value) => ({
    value,
    label: t(`poem.publication.${value}`),
  }));
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
      <SelectField
        form={form}
        name="publication"
        label={labels.publication}
        options={choices}
        help={t('poem.publication.help')}
      />
      {form.values.publication === 'at' && (
        <TextField
          form={form}
          name="publishedAt"
          label={labels.publishedAt}
          type="datetime-local"
          dir="ltr"
          required
        />
      )}
    </Grid>
  );
}
