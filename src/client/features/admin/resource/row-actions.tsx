/**
 * A record's actions in a list row or on its view: view (where the resource has a view
 * screen), edit and delete. Each names its record for screen readers ("Edit “Ndëmm”").
 */
import { Button, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';

export function RowActions({
  name,
  viewPath,
  editPath,
  onDelete,
}: {
  name: string;
  viewPath?: string;
  editPath: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {viewPath && (
        <Button asChild size="xs" variant="ghost">
          <RouterLink to={viewPath as '/'} aria-label={t('common.viewNamed', { name })}>
            {t('common.view')}
          </RouterLink>
        </Button>
      )}
      <Button asChild size="xs" variant="ghost">
        <RouterLink to={editPath as '/'} aria-label={t('common.editNamed', { name })}>
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
