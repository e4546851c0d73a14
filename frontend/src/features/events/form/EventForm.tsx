import { LIMITS } from '@insieme/schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showToast } from '../../../app/clientState';
import { serverFormError } from '../../../app/serverErrors';
import { translateMessage } from '../../../app/validation';
import { Button, ButtonLink } from '../../../components/Button';
import { ChoiceChips } from '../../../components/ChoiceChips';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { HintText } from '../../../components/Field.styles';
import { MultiImagePicker } from '../../../components/MultiImagePicker';
import { FormActions, FormError } from '../../../components/PageTitle';
import { Select } from '../../../components/Select';
import { Switch } from '../../../components/Switch';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import type { EventDetailFragment } from '../../../gql/graphql';
import { PROVINCE_OPTIONS } from '../../../components/AddressFields';
import { EventTypePicker } from '../../catalog/EventTypePicker';
import { TopicPicker } from '../../catalog/TopicPicker';
import { useCreateEventMutation, useUpdateEventMutation } from '../useEventMutations';
import {
  emptyShift,
  EMPTY_EVENT,
  fallsOnOneDay,
  formPathOf,
  newKey,
  sentShifts,
  toCreateInput,
  toUpdateInput,
  validateEventForm,
  validationNow,
  valuesFromEvent,
  type EventFormErrors,
  type EventFormValues,
  type ShiftFormValues,
} from './eventFormModel';
import { ShiftEditor } from './ShiftEditor';

const Form = styled.form`
  display: block;
`;

const Group = styled.section`
  margin: 8px 0 24px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 0 16px;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SwitchRow = styled.div`
  margin-bottom: 16px;
`;

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

type Step = 'noShifts' | 'repeat' | null;

export interface EventFormProps {
  associationId: number;
  /** Edit mode: the event to change */
  event?: EventDetailFragment;
  /** "Now" for the past-date rule (tests) */
  now?: () => Date;
}

/**
 * Create or edit an event with its shifts (spec §2, §4, §5). The shared `eventSchema` checks it;
 * a missing shift list and a repetition each ask for a confirmation before anything is sent.
 */
export function EventForm({ associationId, event, now = () => new Date() }: EventFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = event !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? valuesFromEvent(event) : EMPTY_EVENT,
  );
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>(null);
  const [submitting, setSubmitting] = useState(false);
  const [create] = useCreateEventMutation(associationId);
  const [update] = useUpdateEventMutation(associationId);

  const listPath = `/dashboard/${associationId}/list-events`;
  const oneDay = fallsOnOneDay(values);
  const repeating = !editing && values.repeat && oneDay;
  const hasSavedShifts = values.shifts.some((shift) => shift.id !== undefined);

  const clearError = (...paths: string[]) => {
    if (!paths.some((path) => errors[path])) return;
    setErrors((current) => {
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
  };

  const set = <K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const bind = (
    field: 'name' | 'description' | 'street' | 'town' | 'province' | 'start' | 'end',
    path: string = field,
  ) => ({
    name: path,
    value: values[field],
    onChange: (
      changeEvent: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => {
      set(field, changeEvent.target.value);
      clearError(path);
    },
    error: errors[path],
  });

  const updateShift = (index: number, patch: Partial<ShiftFormValues>) => {
    setValues((current) => ({
      ...current,
      shifts: current.shifts.map((shift, position) =>
        position === index ? { ...shift, ...patch } : shift,
      ),
    }));
    clearError(...Object.keys(patch).map((field) => `shifts[${index}].${fieldPath(field)}`));
  };

  const addShift = () => {
    setValues((current) => ({
      ...current,
      shiftsEnabled: true,
      shifts: [...current.shifts, emptyShift(current.shifts.length)],
    }));
  };

  const removeShift = (index: number) => {
    if (values.shifts[index]?.id !== undefined) return;
    setValues((current) => ({
      ...current,
      shifts: current.shifts.filter((_, position) => position !== index),
    }));
    // The errors of the following shifts would point at the wrong rows.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('shifts['))),
    );
  };

  const toggleShifts = (enabled: boolean) => {
    if (!enabled && hasSavedShifts) return;
    setValues((current) => ({
      ...current,
      shiftsEnabled: enabled,
      shifts: enabled ? (current.shifts.length ? current.shifts : [emptyShift(0)]) : [],
    }));
  };

  const togglePublic = (isPublic: boolean) => {
    setValues((current) => ({
      ...current,
      isPublic,
      // Open subscription exists only for public events.
      shifts: isPublic
        ? current.shifts
        : current.shifts.map((shift) => ({ ...shift, openSubscription: false })),
    }));
  };

  const focusField = (path: string) => {
    window.requestAnimationFrame(() => {
      const target =
        path === 'photos'
          ? formRef.current?.querySelector<HTMLElement>('input[type="file"]')
          : formRef.current?.querySelector<HTMLElement>(`[name="${path}"]`);
      target?.focus();
    });
  };

  const send = async () => {
    setStep(null);
    const outcome = validateEventForm(values, validationNow(event, now()));
    if (!outcome.ok) return;
    setSubmitting(true);
    setFormError(null);
    try {
      if (event) {
        await update(toUpdateInput(event.id, values, outcome.value));
        showToast(t('event_form.updated'), 'success');
      } else {
        const created = await create(toCreateInput(associationId, values, outcome.value));
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
      setSubmitting(false);
      const problem = serverFormError(error);
      if (!problem) return;
      const path = formPathOf(problem.field, sentShifts(values).length);
      if (path) {
        setErrors((current) => ({ ...current, [path]: problem.text }));
        focusField(path);
      } else {
        setFormError(problem.text);
      }
    }
  };

  const onSubmit = (submitEvent: React.FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    const outcome = validateEventForm(values, validationNow(event, now()));
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setFormError(t('event_form.fix_errors'));
      const first = Object.keys(outcome.errors)[0];
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setFormError(null);
    if (sentShifts(values).length === 0) setStep('noShifts');
    else if (repeating) setStep('repeat');
    else void send();
  };

  const weekdayNames = values.repeatWeekdays
    .slice()
    .sort((a, b) => a - b)
    .map((day) => t(`weekdays.long.${day}`));
  const days = new Intl.ListFormat('it', { type: 'conjunction' }).format(weekdayNames);

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate>
      {formError && <FormError role="alert">{formError}</FormError>}
      <TextField
        label={t('event_form.name')}
        maxLength={LIMITS.eventNameMax}
        required
        {...bind('name')}
      />
      <TextArea
        label={t('event_form.description')}
        maxLength={LIMITS.eventDescriptionMax}
        hint={t('fields.characters_left', {
          left: LIMITS.eventDescriptionMax - values.description.length,
        })}
        {...bind('description')}
      />
      <TextField
        label={t('event_form.street')}
        maxLength={LIMITS.streetMax}
        autoComplete="address-line1"
        {...bind('street')}
      />
      <Pair>
        <TextField
          label={t('event_form.town')}
          maxLength={LIMITS.townMax}
          autoComplete="address-level2"
          {...bind('town')}
        />
        <Select
          label={t('event_form.province')}
          options={PROVINCE_OPTIONS}
          placeholder={t('fields.province_placeholder')}
          {...bind('province')}
        />
      </Pair>
      <Pair>
        <TextField
          label={t('event_form.start')}
          type="datetime-local"
          hint={t('event_form.dates_hint')}
          {...bind('start', 'startDate')}
        />
        <TextField
          label={t('event_form.end')}
          type="datetime-local"
          min={values.start || undefined}
          hint={t('event_form.dates_hint')}
          {...bind('end', 'endDate')}
        />
      </Pair>
      <SwitchRow>
        <Switch
          label={t('event_form.public')}
          checked={values.isPublic}
          describedBy="event-public-hint"
          onChange={togglePublic}
        />
        <HintText id="event-public-hint">{t('event_form.public_hint')}</HintText>
      </SwitchRow>
      <TopicPicker
        legend={t('event_form.topics')}
        selected={values.topicIds}
        max={LIMITS.associationTopicsMax}
        onChange={(next) => set('topicIds', next)}
        error={errors.topicIds}
      />
      <EventTypePicker
        legend={t('event_form.event_types')}
        selected={values.eventTypeIds}
        max={LIMITS.registrationEventTypesMax}
        onChange={(next) => set('eventTypeIds', next)}
        error={errors.eventTypeIds}
      />
      <MultiImagePicker
        legend={t('event_form.photos', { max: LIMITS.eventPhotosMax })}
        images={values.photos}
        max={LIMITS.eventPhotosMax}
        onAdd={(urls) => {
          setValues((current) => ({
            ...current,
            photos: [
              ...current.photos,
              ...urls.map((url) => ({ key: newKey('photo'), url })),
            ].slice(0, LIMITS.eventPhotosMax),
          }));
          clearError('photos');
        }}
        onRemove={(key) => {
          setValues((current) => ({
            ...current,
            photos: current.photos.filter((photo) => photo.key !== key),
          }));
          clearError('photos');
        }}
        onTooMany={() =>
          setErrors((current) => ({ ...current, photos: translateMessage('error_number_image') }))
        }
        onInvalidFile={() =>
          setErrors((current) => ({
            ...current,
            photos: translateMessage('validation.image_type'),
          }))
        }
        error={errors.photos ?? (errors['photos[0]'] || undefined)}
      />

      <Group aria-labelledby="event-shifts-title">
        <h2 id="event-shifts-title" className="visually-hidden">
          {t('event_form.shifts_switch')}
        </h2>
        <SwitchRow>
          <Switch
            label={t('event_form.shifts_switch')}
            checked={values.shiftsEnabled}
            disabled={values.shiftsEnabled && hasSavedShifts}
            describedBy="event-shifts-hint"
            onChange={toggleShifts}
          />
          <HintText id="event-shifts-hint">{t('event_form.shifts_hint')}</HintText>
        </SwitchRow>
        {values.shiftsEnabled && (
          <>
            {values.shifts.map((shift, index) => (
              <ShiftEditor
                key={shift.key}
                index={index}
                shift={shift}
                eventIsPublic={values.isPublic}
                errors={errors}
                onChange={(patch) => updateShift(index, patch)}
                onRemove={() => removeShift(index)}
              />
            ))}
            <Button variant="secondary" onClick={addShift}>
              {t('event_form.add_shift')}
            </Button>
          </>
        )}
      </Group>

      {!editing && (
        <Group aria-labelledby="event-repeat-title">
          <h2 id="event-repeat-title" className="visually-hidden">
            {t('event_form.repeat')}
          </h2>
          <SwitchRow>
            <Switch
              label={t('event_form.repeat')}
              checked={repeating}
              disabled={!oneDay}
              describedBy="event-repeat-hint"
              onChange={(next) => {
                set('repeat', next);
                clearError('repeatWeekdays');
              }}
            />
            <HintText id="event-repeat-hint">{t('event_form.repeat_hint')}</HintText>
          </SwitchRow>
          {repeating && (
            <ChoiceChips
              legend={t('event_form.weekdays')}
              name="repeatWeekdays"
              options={WEEKDAYS.map((day) => ({ id: day, label: t(`weekdays.short.${day}`) }))}
              selected={values.repeatWeekdays}
              onChange={(next) => {
                set('repeatWeekdays', next);
                clearError('repeatWeekdays');
              }}
              error={errors.repeatWeekdays}
            />
          )}
        </Group>
      )}

      <FormActions>
        <ButtonLink to={listPath} variant="secondary">
          {t('common.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {editing ? t('event_form.submit_edit') : t('event_form.submit_create')}
        </Button>
      </FormActions>

      <ConfirmModal
        open={step === 'noShifts'}
        title={t('event_form.no_shifts_title')}
        text={t('event_form.no_shifts_text')}
        confirmLabel={t('event_form.no_shifts_confirm')}
        confirmVariant="primary"
        onConfirm={() => {
          if (repeating) setStep('repeat');
          else void send();
        }}
        onClose={() => setStep(null)}
      />
      <ConfirmModal
        open={step === 'repeat'}
        title={t('event_form.repeat_title')}
        text={t('event_form.repeat_text', { days })}
        confirmLabel={t('event_form.repeat_confirm')}
        confirmVariant="primary"
        onConfirm={() => void send()}
        onClose={() => setStep(null)}
      />
    </Form>
  );
}

/** Form field of a shift → its path in the schema ('start' → 'startDate'). */
function fieldPath(field: string): string {
  if (field === 'start') return 'startDate';
  if (field === 'end') return 'endDate';
  return field;
}
