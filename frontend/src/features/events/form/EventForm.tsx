import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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
import { ShiftEditor } from './ShiftEditor';
import { useEventForm } from './useEventForm';
import { theme } from '../../../app/theme';

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

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SwitchRow = styled.div`
  margin-bottom: 16px;
`;

/** The week starts on Monday, as the calendar does (values stay 0 = Sunday … 6 = Saturday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
const mondayFirst = (day: number) => (day + 6) % 7;

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
  const form = useEventForm({ associationId, event, now });
  const { formik, bind, error, repeating } = form;
  const { values } = formik;

  const weekdayNames = values.repeatWeekdays
    .slice()
    .sort((a, b) => mondayFirst(a) - mondayFirst(b))
    .map((day) => t(`weekdays.long.${day}`));
  const days = new Intl.ListFormat('it', { type: 'conjunction' }).format(weekdayNames);

  return (
    <Form ref={form.formRef} onSubmit={(submitEvent) => void form.submit(submitEvent)} noValidate>
      {form.fixErrors && <FormError role="alert">{t('event_form.fix_errors')}</FormError>}
      {typeof formik.status === 'string' && <FormError role="alert">{formik.status}</FormError>}
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
          {...bind('startDate')}
        />
        <TextField
          label={t('event_form.end')}
          type="datetime-local"
          min={values.startDate || undefined}
          hint={t('event_form.dates_hint')}
          {...bind('endDate')}
        />
      </Pair>
      <SwitchRow>
        <Switch
          label={t('event_form.public')}
          checked={values.isPublic}
          describedBy="event-public-hint"
          onChange={form.togglePublic}
        />
        <HintText id="event-public-hint">{t('event_form.public_hint')}</HintText>
      </SwitchRow>
      <TopicPicker
        legend={t('event_form.topics')}
        selected={values.topicIds}
        max={LIMITS.associationTopicsMax}
        onChange={(next) => {
          form.set('topicIds', next);
          form.clearError('topicIds');
        }}
        error={error('topicIds')}
      />
      <EventTypePicker
        legend={t('event_form.event_types')}
        selected={values.eventTypeIds}
        max={LIMITS.registrationEventTypesMax}
        onChange={(next) => {
          form.set('eventTypeIds', next);
          form.clearError('eventTypeIds');
        }}
        error={error('eventTypeIds')}
      />
      <MultiImagePicker
        legend={t('event_form.photos', { max: LIMITS.eventPhotosMax })}
        images={values.photos}
        max={LIMITS.eventPhotosMax}
        onAdd={form.photos.add}
        onRemove={form.photos.remove}
        onTooMany={() => form.photos.refuse('error_number_image')}
        onInvalidFile={() => form.photos.refuse('validation.image_type')}
        error={error('photos')}
      />

      <Group aria-labelledby="event-shifts-title">
        <h2 id="event-shifts-title" className="visually-hidden">
          {t('event_form.shifts_switch')}
        </h2>
        <SwitchRow>
          <Switch
            label={t('event_form.shifts_switch')}
            checked={values.shiftsEnabled}
            disabled={values.shiftsEnabled && form.hasSavedShifts}
            describedBy="event-shifts-hint"
            onChange={form.shifts.toggle}
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
                errors={formik.errors}
                onChange={(patch) => form.shifts.update(index, patch)}
                onRemove={() => form.shifts.remove(index)}
              />
            ))}
            <Button variant="secondary" onClick={form.shifts.add}>
              {t('event_form.add_shift')}
            </Button>
          </>
        )}
      </Group>

      {!form.editing && (
        <Group aria-labelledby="event-repeat-title">
          <h2 id="event-repeat-title" className="visually-hidden">
            {t('event_form.repeat')}
          </h2>
          <SwitchRow>
            <Switch
              label={t('event_form.repeat')}
              checked={repeating}
              disabled={!form.oneDay}
              describedBy="event-repeat-hint"
              onChange={(next) => {
                form.set('repeat', next);
                form.clearError('repeatWeekdays');
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
                form.set('repeatWeekdays', next);
                form.clearError('repeatWeekdays');
              }}
              error={error('repeatWeekdays')}
            />
          )}
        </Group>
      )}

      <FormActions>
        <ButtonLink to={form.listPath} variant="secondary">
          {t('common.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          disabled={formik.isSubmitting}
          aria-busy={formik.isSubmitting || undefined}
        >
          {form.editing ? t('event_form.submit_edit') : t('event_form.submit_create')}
        </Button>
      </FormActions>

      <ConfirmModal
        open={form.confirm.step === 'noShifts'}
        title={t('event_form.no_shifts_title')}
        text={t('event_form.no_shifts_text')}
        confirmLabel={t('event_form.no_shifts_confirm')}
        confirmVariant="primary"
        onConfirm={form.confirm.noShifts}
        onClose={form.confirm.cancel}
      />
      <ConfirmModal
        open={form.confirm.step === 'repeat'}
        title={t('event_form.repeat_title')}
        text={t('event_form.repeat_text', { days })}
        confirmLabel={t('event_form.repeat_confirm')}
        confirmVariant="primary"
        onConfirm={form.confirm.send}
        onClose={form.confirm.cancel}
      />
    </Form>
  );
}
