/**
 * The controller of one resource form (see README.md): its values, the messages on its
 * fields, the save (validated with the domain's schema, `version` attached, refused
 * offline), the conflict of a stale save, and the draft kept on the device.
 *
 * Nothing typed is lost: an invalid form, a refused or failed save and a conflict all leave
 * the values in the form and in the draft; only a successful save deletes the draft.
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '@domain/errors';
import { NEW_RECORD } from '@client/db/drafts';
import { conflictFields, mergeValues, type ConflictField, type Side } from './conflict';
import type {
  FieldValue,
  FormSpec,
  FormValues,
  KitFormName,
  ResourceTextKey,
  VersionedRecord,
} from './form-spec';
import { sameValues } from './form-spec';
import { toSaveError } from './save-error';
import { syncAfterSave } from './sync-after-save';
import { showToast } from './toasts';
import { translateMessage } from './translate-message';
import { useAutosave } from './use-autosave';

export interface Conflict<Row> {
  theirs: Row;
  theirsValues: FormValues;
  fields: ConflictField[];
}

type FormNotice = 'offline' | 'invalid' | null;

interface Options<Row> {
  /** The record being edited (from the API: the source of `version`); none for a new one. */
  record?: Row;
  /** Prefilled values of a new record (e.g. a word picked in the poem editor). */
  initialValues?: Partial<FormValues>;
  /**
   * Where a new record's draft is kept when the form's own screen is not the only place it
   * is typed (the poem editor's add-definition dialog, one per poem): by default the form's
   * one new-record draft.
   */
  newDraftId?: string;
  onSaved: (saved: Row) => void;
}

export function useResourceForm<Row extends VersionedRecord, Field extends string>(
  spec: FormSpec<Row, Field>,
  { record, initialValues, newDraftId, onSaved }: Options<Row>,
) {
  const { t } = useTranslation('admin-form');
  const router = useRouter();
  const recordId = record?.id ?? NEW_RECORD;
  const opened = useMemo<FormValues>(
    () => (record ? spec.toValues(record) : ({ ...spec.empty, ...initialValues } as FormValues)),
    // A form opens once per record; later renders must not reset what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [recordId],
  );
  const [values, setValues] = useState<FormValues>(opened);
  const [base, setBase] = useState<FormValues>(opened);
  const [version, setVersion] = useState<number | null>(record?.version ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [isSaving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict<Row> | null>(null);
  const isDirty = !sameValues(values, base);
  const draft = useAutosave({
    key: { form: spec.form, recordId: record ? recordId : (newDraftId ?? NEW_RECORD) },
    content: isDirty ? { values, base, baseVersion: version } : null,
    differs: (earlier) => !sameValues(earlier.values as FormValues, opened),
  });
  const names = useMemo(() => Object.keys(spec.empty), [spec.empty]);
  const saving = useRef(false);
  /** True once a save succeeded, until the next edit: the leave guard lets the navigation pass. */
  const justSaved = useRef(false);

  const setValue = useCallback((name: Field, value: FieldValue) => {
    justSaved.current = false;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const say = (message: string) => spec.explain?.(message) ?? translateMessage(t, message);
  const resourceText = (key: ResourceTextKey) =>
    spec.texts?.(key) ?? t(`resources.${spec.form as KitFormName}.${key}`);
  const failToast = (description?: string) =>
    showToast({
      tone: 'error',
      title: resourceText(record ? 'updateError' : 'createError'),
      description,
    });

  async function send(toSend: FormValues, baseVersion: number | null): Promise<void> {
    if (saving.current) return;
    setNotice(null);
    const input = spec.toInput(toSend as FormValues<Field>);
    const schema = record ? spec.updateSchema : spec.createSchema;
    const parsed = schema.safeParse(
      record ? { ...input, version: baseVersion ?? undefined } : input,
    );
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      setNotice('invalid');
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setNotice('offline');
      void draft.flush();
      return;
    }
    saving.current = true;
    setSaving(true);
    try {
      const body = parsed.data as Record<string, unknown>;
      const saved = record
        ? await spec.update(record.id, { ...body, version: baseVersion ?? record.version })
        : await spec.create(body);
      await draft.discard();
      justSaved.current = true;
      const savedValues = spec.toValues(saved);
      setValues(savedValues);
      setBase(savedValues);
      setVersion(saved.version);
      setErrors({});
      setConflict(null);
      showToast({
        tone: 'success',
        title: resourceText(record ? 'updated' : 'created'),
      });
      syncAfterSave();
      void router.invalidate();
      onSaved(saved);
    } catch (error) {
      await handleFailure(error, toSend);
    } finally {
      saving.current = false;
      setSaving(false);
    }
  }

  async function handleFailure(error: unknown, mine: FormValues): Promise<void> {
    void draft.flush();
    // The administrator stopped it (an upload's Cancel): not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const failure = await toSaveError(error);
    if (failure.kind === 'offline') {
      setNotice('offline');
    } else if (failure.kind === 'fields') {
      setErrors(failure.fields);
      setNotice('invalid');
      failToast(say(failure.message));
    } else if (failure.kind === 'stale' && record) {
      try {
        const theirs = await spec.fetch(record.id);
        const theirsValues = spec.toValues(theirs);
        setConflict({
          theirs,
          theirsValues,
          fields: conflictFields(names, base, theirsValues, mine),
        });
      } catch (fetchError) {
        const again = await toSaveError(fetchError);
        if (again.kind === 'offline') setNotice('offline');
        else failToast(again.kind === 'failed' ? again.message : undefined);
      }
    } else {
      failToast(failure.kind === 'failed' ? say(failure.message) : undefined);
    }
  }

  /** Ends a conflict: 'theirs' takes their record, 'mine' or a merge saves on their version. */
  function resolveConflict(choice: 'theirs' | Record<string, Side>): void {
    if (!conflict) return;
    const { theirs, theirsValues } = conflict;
    setConflict(null);
    setBase(theirsValues);
    setVersion(theirs.version);
    if (choice === 'theirs') {
      setValues(theirsValues);
      setErrors({});
      void draft.discard();
      return;
    }
    const merged = mergeValues(values, theirsValues, choice);
    setValues(merged);
    void send(merged, theirs.version);
  }

  return {
    form: spec.form,
    recordId,
    isNew: !record,
    values: values as FormValues<Field>,
    setValue,
    /** The message under a field, translated; a list field also shows its items' (`tagIds.0`). */
    errorOf: (name: string): string | undefined => {
      const key = name in errors ? name : Object.keys(errors).find((k) => k.startsWith(`${name}.`));
      return key ? say(errors[key]!) : undefined;
    },
    /** The message on exactly this path (a group's own, e.g. `name` of a theme), translated. */
    exactErrorOf: (name: string): string | undefined =>
      errors[name] === undefined ? undefined : say(errors[name]),
    /** Messages on no field of this form (the server named something else). */
    otherErrors: Object.entries(errors)
      .filter(
        ([key]) =>
          !names.some((n) => key === n || key.startsWith(`${n}.`) || n.startsWith(`${key}.`)),
      )
      .map(([, message]) => say(message)),
    // "Some fields need attention" lasts while some field still has a message.
    notice: notice === 'invalid' && Object.keys(errors).length === 0 ? null : notice,
    isDirty,
    isSaving,
    justSaved,
    save: () => send(values, version),
    conflict,
    resolveConflict,
    /** False until the earlier draft was looked up (autosave starts then). */
    draftChecked: draft.checked,
    draftOffer: draft.offer,
    restoreDraft: () => {
      const earlier = draft.takeOffer();
      if (!earlier) return;
      setValues({ ...values, ...(earlier.values as FormValues) });
      setBase({ ...base, ...(earlier.base as FormValues) });
      setVersion(earlier.baseVersion ?? version);
    },
    discardDraft: draft.dropOffer,
    /** Writes the draft now (leaving the form keeps it). */
    keepDraft: draft.flush,
    /** Deletes the draft (leaving the form discards the changes). */
    dropDraft: draft.discard,
  };
}

export type ResourceForm<Field extends string = string> = ReturnType<
  typeof useResourceForm<VersionedRecord, Field>
>;
