/**
 * A resource form's screen: its heading, the draft offer, the notices (offline, invalid,
 * the server's messages on no field), the conflict view, the fields and the Save and Cancel
 * buttons; Ctrl/Cmd+S saves and leaving with unsaved changes asks first.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { DashboardLink } from '@client/route-paths';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-form';
import { Notice } from '@client/components/common/notice';
import { ScreenHeader } from '@client/components/common/screen-header';
import { ConflictView, plainValue, type DisplayValue } from './conflict-view';
import { MergedNotice } from './merged-notice';
import { DraftOffer } from './draft-offer';
import { LeaveGuard } from './leave-guard';
import type { ResourceForm } from './use-resource-form';
import { useSaveShortcut } from './use-save-shortcut';

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  title: string;
  lead: string;
  /** Each field's visible label, for the conflict view. */
  labels: Record<string, string>;
  /** How the conflict view shows a value (e.g. a poem's title for its id). */
  display?: DisplayValue;
  /** Where Cancel goes (the list or the record's view). */
  cancelTo: DashboardLink;
  children: ReactNode;
  /** A form laid out in columns (the poem editor's text beside its preview) takes the page's width. */
  wide?: boolean;
  /** The save button's label when "Save" says too little ("Create the account"). */
  submitLabel?: string;
}

export function AdminForm<Field extends string>({
  form,
  title,
  lead,
  labels,
  display,
  cancelTo,
  children,
  wide = false,
  submitLabel,
}: Props<Field>) {
  const { t } = useTranslation('admin-form');
  // Each press of Save counts, so a second refused save moves focus again.
  const [attempts, setAttempts] = useState(0);
  const save = () => {
    setAttempts((n) => n + 1);
    void form.save();
  };
  useSaveShortcut(save);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A refused save takes the administrator to the first field to fix (its message is
    // read with it), instead of leaving focus on the Save button.
    if (form.notice !== 'invalid') return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.notice, attempts]);
  const dirty = useRef(false);
  dirty.current = form.isDirty;
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.notice === 'offline') noticeRef.current?.focus();
  }, [form.notice]);
  useEffect(() => {
    if (form.conflict) document.getElementById('conflict-title')?.focus();
  }, [form.conflict]);

  return (
    <Stack gap="6" maxW={wide ? 'full' : '3xl'}>
      <ScreenHeader title={title} lead={lead} />
      {form.draftOffer && (
        <DraftOffer
          savedAt={form.draftOffer.savedAt}
          onRestore={form.restoreDraft}
          onDiscard={form.discardDraft}
        />
      )}
      {form.notice === 'offline' && (
        <div ref={noticeRef} tabIndex={-1} data-testid="offline-notice">
          <Notice tone="error">{t('notice.offline')}</Notice>
        </div>
      )}
      {form.otherErrors.length > 0 && (
        <Notice tone="error">
          {t('notice.other')} {form.otherErrors.join(' ')}
        </Notice>
      )}
      {form.merged && (
        <MergedNotice
          fields={form.merged.fields}
          labels={labels}
          display={display ?? plainValue}
          onContinue={form.continueAfterMerge}
        />
      )}
      {form.conflict && (
        <ConflictView
          key={form.conflict.theirs.version}
          fields={form.conflict.fields}
          labels={labels}
          display={display}
          isSaving={form.isSaving}
          onResolve={form.resolveConflict}
        />
      )}
      <form
        ref={formRef}
        noValidate
        // Busy until the earlier draft was looked up: what is typed before is not yet kept.
        aria-busy={!form.draftChecked}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="5">
          {form.notice === 'invalid' && (
            <Text color="fg.error" role="alert">
              {t('notice.invalid')}
            </Text>
          )}
          {children}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={form.isSaving} loadingText={t('actions.saving')}>
              {submitLabel ?? t('actions.save')}
            </Button>
            <Button asChild variant="outline">
              <Link to={cancelTo.to} params={cancelTo.params}>
                {t('actions.cancel')}
              </Link>
            </Button>
            <Text color="fg.muted" textStyle="xs">
              {t('actions.shortcut')}
            </Text>
          </HStack>
        </Stack>
      </form>
      <LeaveGuard
        // Read when the navigation starts: a save that just succeeded navigates before the
        // form re-renders, so its own navigation must not be asked about.
        shouldAsk={() => dirty.current && !form.justSaved.current}
        onLeave={() => void form.keepDraft()}
        onDiscard={() => void form.dropDraft()}
      />
    </Stack>
  );
}
