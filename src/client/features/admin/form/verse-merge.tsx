/**
 * A long text merged verse by verse (the domain's mergeVerses), as the conflict view and the
 * merged-save notice show it: the lines that came from the other administrator's save marked
 * (a line they removed struck through), the lines only I changed under "your version", and,
 * for verses both of us changed, a choice of mine, theirs or both. Unchanged lines are left
 * out: the form itself shows the whole text.
 */
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, MergeChunk, VerseMerge } from '@domain/revisions/merge-verses';

function Lines({ lines, removed }: { lines: string[]; removed?: string[] }) {
  return (
    <Box as="pre" fontFamily="inherit" whiteSpace="pre-wrap" overflowWrap="anywhere" m="0">
      {removed?.map((line, i) => (
        <chakra.del key={`r${i}`} display="block">
          {line || ' '}
        </chakra.del>
      ))}
      {lines.map((line, i) => (
        <chakra.span key={i} display="block">
          {line || ' '}
        </chakra.span>
      ))}
    </Box>
  );
}

/** A chunk one side changed (or both the same way), labelled with where it came from. */
function ChangedChunk({ chunk }: { chunk: Exclude<MergeChunk, { kind: 'kept' | 'conflict' }> }) {
  const { t } = useTranslation('admin-form');
  const theirs = chunk.kind === 'changed' && chunk.by === 'theirs';
  return (
    <Stack
      gap="1"
      p="2"
      rounded="md"
      borderStartWidth="4px"
      borderColor={theirs ? 'warning.solid' : 'border'}
      bg={theirs ? 'warning.subtle' : undefined}
      data-from={theirs ? 'theirs' : 'mine'}
    >
      {/* Full contrast: muted grey is too light on the warning tint. */}
      <Text textStyle="xs" fontWeight="semibold">
        {t(theirs ? 'conflict.fromTheirs' : 'conflict.mine')}
      </Text>
      <Lines lines={chunk.lines} removed={chunk.lines.length === 0 ? chunk.base : undefined} />
    </Stack>
  );
}

const CHOICES: ConflictChoice[] = ['theirs', 'mine', 'both'];
const CHOICE_TEXT = {
  theirs: 'conflict.theirs',
  mine: 'conflict.mine',
  both: 'conflict.both',
} as const;

interface Props {
  name: string;
  merge: VerseMerge;
  /** The choice per conflicting verse; without it (a merge saved already) nothing is asked. */
  choices?: ConflictChoice[];
  onChoose?: (index: number, choice: ConflictChoice) => void;
}

export function VerseMergeLines({ name, merge, choices, onChoose }: Props) {
  const { t } = useTranslation('admin-form');
  let conflict = -1;
  return (
    <Stack gap="2">
      {merge.chunks.map((chunk, i) => {
        if (chunk.kind === 'kept') return null;
        if (chunk.kind !== 'conflict') return <ChangedChunk key={i} chunk={chunk} />;
        const index = ++conflict;
        return (
          <Box
            as="fieldset"
            key={i}
            borderWidth="1px"
            borderColor="warning.solid"
            rounded="md"
            p="2"
          >
            <Box as="legend" px="1" fontWeight="medium" textStyle="sm">
              {t('conflict.verses')}
            </Box>
            <Stack gap="2">
              {CHOICES.map((choice) => (
                <chakra.label
                  key={choice}
                  display="flex"
                  gap="2"
                  alignItems="start"
                  cursor="pointer"
                >
                  <chakra.input
                    type="radio"
                    name={`merge-${name}-${index}`}
                    value={choice}
                    checked={choices?.[index] === choice}
                    disabled={!onChoose}
                    onChange={() => onChoose?.(index, choice)}
                    mt="1"
                  />
                  <Stack gap="0" minW="0">
                    <Text textStyle="xs" color="fg.muted" fontWeight="medium">
                      {t(CHOICE_TEXT[choice])}
                    </Text>
                    <Lines
                      lines={choice === 'both' ? [...chunk.mine, ...chunk.theirs] : chunk[choice]}
                    />
                  </Stack>
                </chakra.label>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
