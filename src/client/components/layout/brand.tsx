/** The Taalif logo and wordmark, linking home. */
import { HStack, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * `inTopBar`: the tagline from md up, and no wordmark below 340 px, where the bar's
 * controls need its width (the offline badge pushed over the language button
 * at 320 px); the logo still links home.
 */
export function Brand({ inTopBar = false }: { inTopBar?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} rounded="md">
      <RouterLink to="/" aria-label={t('a11y.homeLink')}>
        <HStack gap="2.5">
          <Image src="/icons/icon.svg" alt="" boxSize={{ base: '8', lg: '9' }} rounded="lg" />
          <Text
            as="span"
            fontFamily="heading"
            fontWeight="semibold"
            fontSize={{ base: 'xl', lg: '2xl' }}
            letterSpacing="tight"
            color="fg"
            css={inTopBar ? { '@media (max-width: 339.98px)': { display: 'none' } } : undefined}
          >
            {t('app.name')}
          </Text>
          {inTopBar && (
            <Text
              as="span"
              hideBelow="md"
              textStyle="xs"
              color="fg.muted"
              borderStartWidth="1px"
              ps="2.5"
              ms="0.5"
            >
              {t('app.tagline')}
            </Text>
          )}
        </HStack>
      </RouterLink>
    </Link>
  );
}
