/**
 * "Add a definition" from the poem editor: a dialog with the difficult-word form, prefilled with
 * the picked words, this poem and (when chosen) another poem's definition as a starting point.
 * Built on the form kit like the difficult-word screens (same schema, drafts, offline refusal,
 * SPEC's toasts); its own <form> lives in a portal, outside the poem's form, and stops its
 * submit and Ctrl/Cmd+S there, so they never save the poem behind it.
 */
import { Button, HStack, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord } from '@domain/schemas';
import { Dialog } from '@client/components/ui/dialog';
import { DraftOffer } from '../../form/draft-offer';
import { TextField } from '../../form/fields/text-field';
import { useResourceForm } from '../../form/use-resource-form';
import { difficultWordSpec } from '../../difficult-words/difficult-word-spec';
import type { DefinitionDraft } from './definition-offer';

interface Props {
  /** What the form starts from; null: the dialog is closed. */
  draft: DefinitionDraft | null;
  poemId: string;
  poemTitle: string;
  onClose: () => void;
  onSaved: (word: DifficultWord) => void;
}

export function AddDefinitionDialog({ draft, poemId, poemTitle, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin-form');
  return (
    <Dialog.Root
      open={draft !== null}
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('editor.add.title')}</Dialog.Title>
            </Dialog.Header>
            {draft && (
              <DefinitionForm
                key={draft.word + draft.definition}
                draft={draft}
                poemId={poemId}
                poemTitle={poemTitle}
                onCancel={onClose}
                onSaved={onSaved}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DefinitionForm({
  draft,
  poemId,
  poemTitle,
  onCancel,
  onSaved,
}: {
  draft: DefinitionDraft;
  poemId: string;
  poemTitle: string;
  onCancel: () => void;
  onSaved: (word: DifficultWord) => void;
}) {
  const { t } = useTranslation('admin-form');
  const form = useResourceForm(difficultWordSpec, {
    initialValues: { ...draft, poemId },
    // Apart from the new-word screen's draft, and from other poems' dialogs.
    newDraftId: `new-for-poem:${poemId}`,
    onSaved,
  });
  const offer = form.draftOffer;
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      event.stopPropagation();
      void form.save();
    }
  };
  return (
    <chakra.form
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.save();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          {offer && (
            <DraftOffer
              savedAt={offer.savedAt}
              onRestore={form.restoreDraft}
              onDiscard={form.discardDraft}
            />
          )}
          <TextField
            form={form}
            name="word"
            label={t('editor.add.word')}
            required
            lang="wo"
            dir="ltr"
          />
          <TextField
            form={form}
            name="definition"
            label={t('editor.add.definition')}
            required
            multiline
            rows={3}
          />
          <TextField
            form={form}
            name="explanation"
            label={t('editor.add.explanation')}
            multiline
            rows={3}
          />
          <Text color="fg.muted" textStyle="sm">
            {t('editor.add.poem', { title: poemTitle })}
          </Text>
          {form.notice === 'offline' && (
            <Text color="fg.error" role="alert">
              {t('notice.offline')}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2">
          <Button variant="outline" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={form.isSaving}>
            {t('editor.add.save')}
          </Button>
        </HStack>
      </Dialog.Footer>
    </chakra.form>
  );
}
