/** The search dialog's grouped results: a heading per group, a button per hit. */
import { Box, Button, Stack, Text } from '@chakra-ui/react';

export interface ResultHit {
  key: string;
  label: string;
  detail?: string;
  path: string;
}

export interface ResultSection {
  key: string;
  title: string;
  hits: ResultHit[];
}

export function SearchResults({
  sections,
  onPick,
}: {
  sections: ResultSection[];
  onPick: (path: string) => void;
}) {
  return (
    <Stack gap="4">
      {sections.map((section) => (
        <Box as="section" key={section.key} aria-labelledby={`search-group-${section.key}`}>
          <Text
            id={`search-group-${section.key}`}
            textStyle="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
            mb="1"
          >
            {section.title}
          </Text>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="0.5">
            {section.hits.map((hit) => (
              <li key={hit.key}>
                <Button
                  variant="ghost"
                  colorPalette="gray"
                  w="full"
                  justifyContent="space-between"
                  h="auto"
                  py="2"
                  px="3"
                  fontWeight="normal"
                  onClick={() => onPick(hit.path)}
                >
                  <Text as="span" truncate>
                    {hit.label}
                  </Text>
                  {hit.detail && (
                    <Text as="span" textStyle="xs" color="fg.muted" dir="ltr">
                      {hit.detail}
                    </Text>
                  )}
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
