/**
 * A horizontal bar chart made of plain elements: each bar is a list item whose label and value
 * are real text (the chart is its own text alternative for screen readers and for copying);
 * the coloured bar is decoration. No chart library: it stays small and follows RTL by itself.
 */
import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Bar } from '../corpus-figures';
import { numberFormat } from '@client/lib/number-format';

export function BarChart({
  id,
  title,
  caption,
  bars,
  locale,
  labelLang,
}: {
  id: string;
  title: string;
  caption?: string;
  bars: Bar[];
  locale: string;
  labelLang?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const number = numberFormat(locale);
  return (
    <Stack
      as="figure"
      aria-labelledby={id}
      gap="3"
      m="0"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h3" id={id} textStyle="md" fontWeight="semibold">
        {title}
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {bars.map((bar) => (
          <Box as="li" key={bar.key}>
            <HStack justify="space-between" align="start" gap="3" textStyle="sm">
              {/* Wrapped, never cut: a long poet's name must be readable on a phone too. */}
              <Text
                lang={labelLang}
                dir={labelLang ? 'ltr' : 'auto'}
                minW="0"
                overflowWrap="anywhere"
              >
                {bar.label}
              </Text>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {number.format(bar.value)}
              </Text>
            </HStack>
            <Box aria-hidden="true" h="2" mt="1" bg="bg.muted" rounded="full" overflow="hidden">
              <Box h="full" w={`${(bar.value / max) * 100}%`} bg="primary.solid" rounded="full" />
            </Box>
          </Box>
        ))}
      </Stack>
      {caption && (
        <Text as="figcaption" textStyle="xs" color="fg.muted">
          {caption}
        </Text>
      )}
    </Stack>
  );
}
