/**
 * The reading column of a screen: generous side margins, capped width. With the
 * "stretch" setting on, screens wider than 1600 px use their full width (SPEC section 9).
 */
import { Container, type ContainerProps } from '@chakra-ui/react';
import { useSettings } from '@client/components/settings/use-settings';

export const STRETCH_MIN_WIDTH = 1600;

export function PageContainer(props: ContainerProps) {
  const { settings } = useSettings();
  return (
    <Container
      maxW="6xl"
      px={{ base: '5', sm: '8', lg: '12' }}
      py={{ base: '8', md: '12' }}
      data-stretch={settings.themeStretch || undefined}
      css={
        settings.themeStretch
          ? { [`@media (min-width: ${STRETCH_MIN_WIDTH + 1}px)`]: { maxWidth: 'none' } }
          : undefined
      }
      {...props}
    />
  );
}
