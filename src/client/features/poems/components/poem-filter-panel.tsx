/**
 * The advanced filter of the poems list (SPEC.md section 2): its button, the note "filtering
 * active (N criteria)", which counts what is applied, not what is being typed, and the form
 * (poem-filter-form.tsx). The form is hidden until the reader opens it, so its code loads like
 * an overlay's (`useLazyOverlay`): when the reader points at, focuses or touches the button,
 * or opens it; once there it stays mounted, so a closed and reopened form keeps its draft.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Poet, Tag } from '@domain/schemas';
import { AppIcon } from '@client/components/icons/app-icon';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';
import { LazyMount, useLazyOverlay } from '@client/startup/lazy-overlay';
import { countCriteria, type PoemFilterFields, type PoemSearch } from '../poem-search';

const loadForm = () => import('./poem-filter-form');
const PoemFilterForm = lazy(loadForm);

export interface PoemFilterPanelProps {
  search: PoemSearch;
  poets: readonly Poet[];
  tags: readonly Tag[];
  onApply: (fields: PoemFilterFields) => void;
  onReset: () => void;
}

export function PoemFilterPanel({ search, poets, tags, onApply, onReset }: PoemFilterPanelProps) {
  const { t } = useTranslation('poems');
  const { locale } = useReaderLanguage();
  const panelId = useId();
  const { open, setOpen, mounted, intent } = useLazyOverlay(loadForm);
  const applied = countCriteria(search);

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          aria-expanded={open}
          // The form is in the document only once its code has been asked for.
          aria-controls={mounted ? panelId : undefined}
          onClick={() => setOpen(!open)}
          {...intent}
        >
          <AppIcon name="search" />
          {t('filter.toggle')}
        </Button>
        {applied > 0 && (
          <Text role="status" color="primary.fg" fontWeight="medium" data-testid="filter-note">
            {t('filter.active', { n: numberFormat(locale).format(applied) })}
          </Text>
        )}
      </HStack>
      <LazyMount mounted={mounted}>
        <PoemFilterForm
          id={panelId}
          open={open}
          search={search}
          poets={poets}
          tags={tags}
          onApply={onApply}
          onReset={onReset}
        />
      </LazyMount>
    </Stack>
  );
}
