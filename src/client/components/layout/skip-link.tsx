/** "Skip to content": the first focusable element, visible only when focused. */
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="fixed"
      top="3"
      insetStart="3"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="primary.solid"
      color="primary.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {t('a11y.skipToContent')}
    </Link>
  );
}
