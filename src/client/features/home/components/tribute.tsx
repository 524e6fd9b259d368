/** The tribute to a late member of the community (SPEC section 1), without naming anyone. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';

export function Tribute() {
  const { t } = useTranslation('home');
  return (
    <Box
      as="section"
      aria-labelledby="home-tribute-title"
      position="relative"
      rounded="3xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      px={{ base: '6', sm: '10', md: '16' }}
      py={{ base: '10', md: '14' }}
      textAlign="center"
    >
      <Stack gap="5" maxW="2xl" mx="auto" align="center">
        <Box color="warning.fg" bg="warning.subtle" rounded="full" p="3" display="inline-flex">
          <AppIcon name="flame" boxSize="6" />
        </Box>
        <Text
          textStyle="sm"
          fontWeight="semibold"
          letterSpacing="wider"
          textTransform="uppercase"
          // warning.fg (amber 700) reads 4.48:1 on the light card: amber 800 passes 4.5:1.
          color={{ _light: 'warning.800', _dark: 'warning.fg' }}
        >
          {t('tribute.eyebrow')}
        </Text>
        <Heading
          as="h2"
          id="home-tribute-title"
          fontFamily="heading"
          fontWeight="medium"
          fontStyle="italic"
          textStyle={{ base: '2xl', md: '3xl' }}
          textWrap="balance"
        >
          {t('tribute.title')}
        </Heading>
        <Text
          fontFamily="heading"
          textStyle={{ base: 'md', md: 'lg' }}
          lineHeight="1.8"
          color="fg.muted"
          textWrap="pretty"
        >
          {t('tribute.body')}
        </Text>
        <Box w="12" h="px" bg="border.emphasized" />
        <Text fontFamily="heading" fontStyle="italic" color="fg">
          {t('tribute.closing')}
        </Text>
      </Stack>
    </Box>
  );
}
