/** The "back to poems" link at the top of the poem page. */
import { useTranslation } from 'react-i18next';
import { BackLink } from '@client/components/common/back-link';

export function BackToPoems() {
  const { t } = useTranslation('poems');
  return <BackLink to="/poems" label={t('reader.backToPoems')} />;
}
