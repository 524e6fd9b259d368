/**
 * The poem's text and its live preview side by side (one above the other on a phone): the
 * Wolof content typed in the textarea (and its Wolofal, right to left, in the one below) is
 * laid out as readers will see it, glossed words
 * highlighted; a word picked in the preview opens the offer to define it, and the offer the
 * add-definition dialog. A definition saved there comes back through the sync that follows
 * the save; until then it is highlighted from the saved row.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord } from '@domain/schemas';
import { TextField } from '../../form/fields/text-field';
import type { ResourceForm } from '../../form/use-resource-form';
import { AddDefinitionDialog } from './add-definition-dialog';
import { DefinitionOffer, type DefinitionDraft } from './definition-offer';
import { EditorPreview } from './editor-preview';
import { useGlossary } from './use-glossary';

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  /** The field holding the text. */
  name: Field;
  label: string;
  help: string;
  /** The poem's id once saved (definitions attach to a saved poem only). */
  poemId: string | undefined;
  poemTitle: string;
  /** The field holding the poem's Wolofal (right to left), shown beside the Latin in the preview. */
  wolofal?: { name: Field; label: string; help: string };
}

export function PoemTextEditor<Field extends string>({
  form,
  name,
  label,
  help,
  poemId,
  poemTitle,
  wolofal,
}: Props<Field>) {
  const { t } = useTranslation('admin-form');
  const glossary = useGlossary(poemId);
  const [added, setAdded] = useState<DifficultWord[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [draft, setDraft] = useState<DefinitionDraft | null>(null);
  const content = form.values[name];
  const wolofalText = wolofal && form.values[wolofal.name];
  const entries = useMemo(() => mergeById(glossary.entries, added), [glossary.entries, added]);
  const highlighted = useMemo(
    () => [...glossary.highlighted, ...added.map((word) => word.word)],
    [glossary.highlighted, added],
  );
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5">
      <Stack gap="5" minW="0">
        <TextField
          form={form}
          name={name}
          label={label}
          help={help}
          required
          multiline
          rows={14}
          lang="wo"
          dir="ltr"
        />
        {wolofal && (
          // Wolof in Arabic script: typed and read right to left.
          <TextField
            form={form}
            name={wolofal.name}
            label={wolofal.label}
            help={wolofal.help}
            multiline
            rows={10}
            lang="wo-Arab"
            dir="rtl"
          />
        )}
      </Stack>
      {/* Beside a long text, the preview stays in sight while the text scrolls by. */}
      <Stack
        as="section"
        aria-labelledby="poem-preview-title"
        gap="3"
        minW="0"
        alignSelf="start"
        position={{ lg: 'sticky' }}
        top={{ lg: '20' }}
      >
        <Stack gap="1">
          <Heading as="h2" id="poem-preview-title" textStyle="sm" fontWeight="medium">
            {t('editor.preview.title')}
          </Heading>
          <Text color="fg.muted" textStyle="xs">
            {t('editor.preview.help')}
          </Text>
        </Stack>
        <Box
          data-testid="poem-preview"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="lg"
          px={{ base: '3', md: '5' }}
          pt="4"
          maxH={{ lg: '32rem' }}
          overflowY={{ lg: 'auto' }}
        >
          <EditorPreview
            content={typeof content === 'string' ? content : ''}
            wolofal={typeof wolofalText === 'string' ? wolofalText : ''}
            glossary={highlighted}
            onPick={setPicked}
          />
        </Box>
        {picked && (
          // Below 1,024 px the preview is as long as the poem and the offer comes after it:
          // it sticks to the screen's bottom while the preview is in view, so "add a
          // definition" shows beside the picked word instead of a poem's length below it.
          <Box
            position={{ base: 'sticky', lg: 'static' }}
            bottom="0"
            zIndex="docked"
            maxH={{ base: '50vh', lg: 'none' }}
            overflowY={{ base: 'auto', lg: 'visible' }}
            shadow={{ base: 'lg', lg: 'none' }}
            rounded="lg"
          >
            <DefinitionOffer phrase={picked} poemId={poemId} glossary={entries} onAdd={setDraft} />
          </Box>
        )}
      </Stack>
      {poemId && (
        <AddDefinitionDialog
          draft={draft}
          poemId={poemId}
          poemTitle={poemTitle}
          onClose={() => setDraft(null)}
          onSaved={(word) => {
            setAdded((current) => [...current, word]);
            setDraft(null);
          }}
        />
      )}
    </Grid>
  );
}

/** The mirror's entries plus those saved here that the sync has not brought yet. */
function mergeById(
  entries: readonly DifficultWord[],
  added: readonly DifficultWord[],
): DifficultWord[] {
  const known = new Set(entries.map((entry) => entry.id));
  return [...entries, ...added.filter((word) => !known.has(word.id))];
}
