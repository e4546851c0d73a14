import { LIMITS } from '@insieme/schema';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../app/clientState';
import { ImageUploadError, uploadImages } from '../../../app/mediaUpload';
import { serverFormError } from '../../../app/serverErrors';
import { translateMessage } from '../../../app/validation';
import type { EventDetailFragment } from '../../../gql/graphql';
import { useCreateEventMutation, useUpdateEventMutation } from '../useEventMutations';
import {
  emptyShift,
  EMPTY_EVENT,
  errorAt,
  fallsOnOneDay,
  firstErrorPath,
  formPathOf,
  hasErrorText,
  newKey,
  newPhotos,
  sentShifts,
  toCreateInput,
  toUpdateInput,
  validateEventForm,
  validationNow,
  valuesFromEvent,
  type EventFormValues,
  type ShiftFormValues,
} from './eventFormModel';

/** The confirmation the form waits for before sending, if any. */
export type ConfirmStep = 'noShifts' | 'repeat' | null;

type TextField = 'name' | 'description' | 'street' | 'town' | 'province' | 'startDate' | 'endDate';

export interface UseEventFormOptions {
  associationId: number;
  /** Edit mode: the event to change */
  event?: EventDetailFragment;
  /** "Now" for the past-date rule */
  now: () => Date;
}

/**
 * The event form on formik: the shared `eventSchema` checks it on submit (errors stay until their
 * field changes, never while typing), then a missing shift list and a repetition each ask for a
 * confirmation, then the event is sent and a refusal lands under its field or above the form.
 */
export function useEventForm({ associationId, event, now }: UseEventFormOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [initialValues] = useState(() => (event ? valuesFromEvent(event) : EMPTY_EVENT));
  const [step, setStep] = useState<ConfirmStep>(null);
  // "Controlla i campi evidenziati.": asked for by a refused submit, shown while a field is red
  const [askedToFix, setAskedToFix] = useState(false);
  const [create] = useCreateEventMutation(associationId);
  const [update] = useUpdateEventMutation(associationId);
  const listPath = `/dashboard/${associationId}/list-events`;

  const focusField = (path: string) => {
    window.requestAnimationFrame(() => {
      const target =
        path === 'photos'
          ? formRef.current?.querySelector<HTMLElement>('input[type="file"]')
          : formRef.current?.querySelector<HTMLElement>(`[name="${path}"]`);
      target?.focus();
    });
  };

  const formik = useFormik<EventFormValues>({
    initialValues,
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => {
      const outcome = validateEventForm(values, validationNow(event, now()));
      return outcome.ok ? {} : outcome.errors;
    },
    onSubmit: async (values, helpers) => {
      // The rules again, for the values as the schema casts them (defaults, numbers).
      const outcome = validateEventForm(values, validationNow(event, now()));
      if (!outcome.ok) return;
      try {
        // new photos travel on their own (POST /api/media); the mutation names their keys
        const photoKeys = await uploadImages(newPhotos(values));
        if (event) {
          await update(toUpdateInput(event.id, values, outcome.value, photoKeys));
          showToast(t('event_form.updated'), 'success');
        } else {
          const created = await create(
            toCreateInput(associationId, values, outcome.value, photoKeys),
          );
          const copies = created?.copies.length ?? 0;
          showToast(
            copies > 0
              ? t('event_form.created_with_copies', { count: copies })
              : t('event_form.created'),
            'success',
          );
        }
        navigate(listPath);
      } catch (error) {
        if (error instanceof ImageUploadError) {
          helpers.setFieldError('photos', error.text);
          focusField('photos');
          return;
        }
        const problem = serverFormError(error);
        if (!problem) return;
        const path = formPathOf(problem.field, sentShifts(values).length);
        if (path) {
          helpers.setFieldError(path, problem.text);
          focusField(path);
        } else {
          helpers.setStatus(problem.text);
        }
      }
    },
  });

  const { values, errors } = formik;
  const editing = event !== undefined;
  const oneDay = fallsOnOneDay(values);
  const repeating = !editing && values.repeat && oneDay;
  const hasSavedShifts = values.shifts.some((shift) => shift.id !== undefined);
  // Each field's error goes as that field changes: once none is left, the summary goes too.
  const fixErrors = askedToFix && hasErrorText(errors);

  const clearError = (...paths: string[]) => {
    for (const path of paths) {
      if (errorAt(errors, path) !== undefined) formik.setFieldError(path, undefined);
    }
  };

  const set = <K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) => {
    void formik.setFieldValue(field, value);
  };

  /** Props of a text input, select or text area: named by its path, so focus can find it. */
  const bind = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (
      changeEvent: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => {
      set(field, changeEvent.target.value);
      clearError(field);
    },
    error: errorAt(errors, field),
  });

  const shifts = {
    update: (index: number, patch: Partial<ShiftFormValues>) => {
      set(
        'shifts',
        values.shifts.map((shift, position) =>
          position === index ? { ...shift, ...patch } : shift,
        ),
      );
      clearError(...Object.keys(patch).map((field) => `shifts[${index}].${field}`));
    },
    add: () => {
      void formik.setValues((current) => ({
        ...current,
        shiftsEnabled: true,
        shifts: [...current.shifts, emptyShift(current.shifts)],
      }));
    },
    remove: (index: number) => {
      if (values.shifts[index]?.id !== undefined) return;
      set(
        'shifts',
        values.shifts.filter((_, position) => position !== index),
      );
      // The errors of the following shifts would point at the wrong rows.
      formik.setFieldError('shifts', undefined);
    },
    toggle: (enabled: boolean) => {
      if (!enabled && hasSavedShifts) return;
      void formik.setValues((current) => ({
        ...current,
        shiftsEnabled: enabled,
        shifts: enabled ? (current.shifts.length ? current.shifts : [emptyShift([])]) : [],
      }));
    },
  };

  const togglePublic = (isPublic: boolean) => {
    void formik.setValues((current) => ({
      ...current,
      isPublic,
      // Open subscription exists only for public events.
      shifts: isPublic
        ? current.shifts
        : current.shifts.map((shift) => ({ ...shift, openSubscription: false })),
    }));
  };

  const photos = {
    add: (urls: string[]) => {
      void formik.setValues((current) => ({
        ...current,
        photos: [...current.photos, ...urls.map((url) => ({ key: newKey('photo'), url }))].slice(
          0,
          LIMITS.eventPhotosMax,
        ),
      }));
      clearError('photos');
    },
    remove: (key: string) => {
      set(
        'photos',
        values.photos.filter((photo) => photo.key !== key),
      );
      clearError('photos');
    },
    /** A message of the picker itself (too many files, not an image) */
    refuse: (messageKey: string) => formik.setFieldError('photos', translateMessage(messageKey)),
  };

  /** Submit: the rules first (focus on the first error), then the confirmations, then send. */
  const submit = async (submitEvent: React.FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    const found = await formik.validateForm();
    const first = firstErrorPath(found);
    if (Object.keys(found).length > 0) {
      setAskedToFix(true);
      formik.setStatus(undefined);
      if (first) focusField(first);
      return;
    }
    setAskedToFix(false);
    formik.setStatus(undefined);
    if (sentShifts(values).length === 0) setStep('noShifts');
    else if (repeating) setStep('repeat');
    else void formik.submitForm();
  };

  const confirm = {
    step,
    noShifts: () => {
      if (repeating) setStep('repeat');
      else confirm.send();
    },
    send: () => {
      setStep(null);
      void formik.submitForm();
    },
    cancel: () => setStep(null),
  };

  return {
    formik,
    formRef,
    listPath,
    editing,
    fixErrors,
    oneDay,
    repeating,
    hasSavedShifts,
    error: (path: string) => errorAt(errors, path),
    set,
    bind,
    clearError,
    shifts,
    togglePublic,
    photos,
    submit,
    confirm,
  };
}
