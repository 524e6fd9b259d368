/** A small link-to-this-stanza button after each stanza (the link scrolls to `#stanza-N`). */
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';

export function StanzaShareButton({
  number,
  onShare,
}: {
  number: number;
  onShare: (n: number) => void;
}) {
  const { t } = useTranslation('poems');
  const { locale } = useReaderLanguage();
  return (
    <IconButton
      aria-label={t('reader.shareStanza', { n: numberFormat(locale).format(number) })}
      variant="ghost"
      size="xs"
      color="fg.subtle"
      mt="1"
      onClick={() => onShare(number)}
    >
      <AppIcon name="share" />
    </IconButton>
  );
}
