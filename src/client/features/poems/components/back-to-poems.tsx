/** The "back to poems" link at the top of the poem page. */
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';

export function BackToPoems() {
  const { t } = useTranslation('poems');
  return (
    <Link
      asChild
      color="fg.muted"
      fontWeight="medium"
      w="fit-content"
      _hover={{ color: 'primary.fg' }}
    >
      <RouterLink to="/poems">
        <AppIcon name="arrow" transform="scaleX(-1)" _rtl={{ transform: 'none' }} />
        {t('reader.backToPoems')}
      </RouterLink>
    </Link>
  );
}
