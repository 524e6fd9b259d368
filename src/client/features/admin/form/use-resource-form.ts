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
import { fieldErrorsOf, type FieldError } from '@domain/error-codes';
import { ApiError } from '@client/api/api-error';
import { codeText, errorText } from '@client/lib/error-text';
import { NEW_RECORD } from '@client/db/drafts';
import {
  conflictFields,
  defaultChoices,
  mergeValues,
  mergesSilently,
  type ConflictField,
  type FieldChoice,
} from './conflict';
import type {
  FieldValue,
  FormSpec,
  FormValues,
  KitFormName,
  ResourceTextKey,
  VersionedRecord,
} from './form-spec';
import { sameValue, sameValues, withoutFields } from './form-spec';
import { syncAfterSave } from './sync-after-save';
import { showToast } from './toasts';
import { useAutosave } from './use-autosave';

export interface Conflict<Row> {
  theirs: Row;
  theirsValues: FormValues;
  fields: ConflictField[];
}

type FormNotice = 'offline' | 'invalid' | null;

/** A save merged with someone else's without asking: what came from them, and the record saved. */
export interface MergedSave<Row> {
  fields: ConflictField[];
  saved: Row;
}

/** A merge that needs nobody's choice: saved at once on their version. */
interface SilentMerge {
  values: FormValues;
  version: number;
  fields: ConflictField[];
}

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
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [isSaving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict<Row> | null>(null);
  const [merged, setMerged] = useState<MergedSave<Row> | null>(null);
  const isDirty = !sameValues(values, base);
  const kept = (all: FormValues) => withoutFields(all, spec.notInDraft);
  const draft = useAutosave({
    key: { form: spec.form, recordId: record ? recordId : (newDraftId ?? NEW_RECORD) },
    content: isDirty ? { values: kept(values), base: kept(base), baseVersion: version } : null,
    differs: (earlier) => !sameValues(earlier.values as FormValues, kept(opened)),
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

  const resourceText = (key: ResourceTextKey) =>
    spec.texts?.(key) ?? t(`resources.${spec.form as KitFormName}.${key}`);
  const failToast = (description?: string) =>
    showToast({
      tone: 'error',
      title: resourceText(record ? 'updateError' : 'createError'),
      description,
    });

  async function send(
    toSend: FormValues,
    baseVersion: number | null,
    mergedFields?: ConflictField[],
  ): Promise<void> {
    if (saving.current) return;
    setNotice(null);
    const input = spec.toInput(toSend as FormValues<Field>);
    const schema = record ? spec.updateSchema : spec.createSchema;
    const checked = record ? { ...input, version: baseVersion ?? undefined } : input;
    const parsed = schema.safeParse(checked);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, checked));
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
    let retry: SilentMerge | undefined;
    try {
      const body = parsed.data as Record<string, unknown>;
      const saved = record
        ? await spec.update(record.id, { ...body, version: baseVersion ?? record.version })
        : await spec.create(body);
      // Not awaited: IndexedDB keeps its transactions in order, so the draft is gone before
      // anything reads it again, and the toast does not wait for the device's disk (nor for
      // the sync that may be writing the mirror at that moment).
      void draft.discard();
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
      // After a merge the administrator first reads what came from the other save (when
      // it differs from what they typed: the same change made twice brings nothing to read).
      const cameFromThem = mergedFields?.filter((field) => !sameValue(field.theirs, field.mine));
      if (cameFromThem?.length) setMerged({ fields: cameFromThem, saved });
      else onSaved(saved);
    } catch (error) {
      retry = await handleFailure(error, toSend);
    } finally {
      saving.current = false;
      setSaving(false);
    }
    if (retry) await send(retry.values, retry.version, retry.fields);
  }

  /** Reports a failed save; a conflict that merges without a choice comes back to be saved. */
  async function handleFailure(error: unknown, mine: FormValues): Promise<SilentMerge | undefined> {
    void draft.flush();
    // The administrator stopped it (an upload's Cancel): not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    if (!(error instanceof ApiError)) {
      failToast(errorText(error));
      return undefined;
    }
    if (error.offline) {
      setNotice('offline');
    } else if (error.code === 'stale_version' && record) {
      try {
        const theirs = await spec.read(record.id);
        const theirsValues = spec.toValues(theirs);
        const fields = conflictFields(names, base, theirsValues, mine);
        if (mergesSilently(fields)) {
          setBase(theirsValues);
          setVersion(theirs.version);
          const values = mergeValues(mine, theirsValues, defaultChoices(fields), fields);
          setValues(values);
          return { values, version: theirs.version, fields };
        }
        setConflict({ theirs, theirsValues, fields });
      } catch (readError) {
        if (readError instanceof ApiError && readError.offline) setNotice('offline');
        else failToast(errorText(readError));
      }
    } else if (Object.keys(error.fields).length > 0) {
      // A 400, a taken name (409) or a refused file (413, 415): each message on its field.
      setErrors(error.fields);
      setNotice('invalid');
      failToast(errorText(error));
    } else {
      failToast(errorText(error));
    }
    return undefined;
  }

  /** Ends a conflict: 'theirs' takes their record, 'mine' or a merge saves on their version. */
  function resolveConflict(choice: 'theirs' | Record<string, FieldChoice>): void {
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
    const chosen = mergeValues(values, theirsValues, choice, conflict.fields);
    setValues(chosen);
    void send(chosen, theirs.version);
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
      return key ? codeText(errors[key]!, key) : undefined;
    },
    /** The message on exactly this path (a group's own, e.g. `name` of a theme), translated. */
    exactErrorOf: (name: string): string | undefined =>
      errors[name] === undefined ? undefined : codeText(errors[name], name),
    /** Messages on no field of this form (the server named something else). */
    otherErrors: Object.entries(errors)
      .filter(
        ([key]) =>
          !names.some((n) => key === n || key.startsWith(`${n}.`) || n.startsWith(`${key}.`)),
      )
      .map(([path, field]) => codeText(field, path)),
    // "Some fields need attention" lasts while some field still has a message.
    notice: notice === 'invalid' && Object.keys(errors).length === 0 ? null : notice,
    isDirty,
    isSaving,
    justSaved,
    save: () => send(values, version),
    conflict,
    resolveConflict,
    /** A save just merged with someone else's, shown until the administrator continues. */
    merged,
    continueAfterMerge: () => {
      if (!merged) return;
      setMerged(null);
      onSaved(merged.saved);
    },
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
