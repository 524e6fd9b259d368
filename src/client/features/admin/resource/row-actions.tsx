/**
 * A record's actions in a list row or on its view: view (where the resource has a view
 * screen), edit and delete. Each names its record for screen readers ("Edit “Ndëmm”").
 */
import { Button, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import type { RecordRoute } from '@client/route-paths';

export function RowActions({
  id,
  name,
  viewRoute,
  editRoute,
  onDelete,
}: {
  id: string;
  name: string;
  /** The record's view and edit screens, opened with its id. */
  viewRoute?: RecordRoute;
  editRoute: RecordRoute;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {viewRoute && (
        <Button asChild size="xs" variant="ghost">
          <RouterLink to={viewRoute} params={{ id }} aria-label={t('common.viewNamed', { name })}>
            {t('common.view')}
          </RouterLink>
        </Button>
      )}
      <Button asChild size="xs" variant="ghost">
        <RouterLink to={editRoute} params={{ id }} aria-label={t('common.editNamed', { name })}>
          {t('common.edit')}
        </RouterLink>
      </Button>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="error"
        aria-label={t('common.deleteNamed', { name })}
        onClick={onDelete}
        px="2"
        w="auto"
      >
        {t('common.delete')}
      </IconButton>
    </>
  );
}
