import { defaultShiftTitle, LIMITS } from '@insieme/schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addHoursToLocalInput } from '../../../app/dateTime';
import { Button } from '../../../components/Button';
import { HintText } from '../../../components/Field.styles';
import { Switch } from '../../../components/Switch';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { errorAt, type EventFormErrors, type ShiftFormValues } from './eventFormModel';
import { ShiftColorPicker } from './ShiftColorPicker';
import { theme } from '../../../app/theme';

const Fieldset = styled.fieldset<{ $color: string }>`
  margin: 0 0 16px;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-left: 8px solid ${({ $color }) => $color};
  border-radius: ${theme.radius.medium};
  min-width: 0;

  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const Dates = styled.div`
  display: grid;
  gap: 0 16px;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`;

export interface ShiftEditorProps {
  index: number;
  shift: ShiftFormValues;
  /** Open subscription is only for public events */
  eventIsPublic: boolean;
  errors: EventFormErrors;
  onChange: (patch: Partial<ShiftFormValues>) => void;
  onRemove: () => void;
}

/** One shift of the event form: title, description, colour, times, places, open subscription. */
export function ShiftEditor({
  index,
  shift,
  eventIsPublic,
  errors,
  onChange,
  onRemove,
}: ShiftEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const path = (field: string) => `shifts[${index}].${field}`;
  const error = (field: string) => errorAt(errors, path(field));
  const exists = shift.id !== undefined;

  const onStartChange = (startDate: string) => {
    // Spec §4: picking a start fills an empty end with one hour later.
    const endDate =
      shift.endDate === '' && startDate !== '' ? addHoursToLocalInput(startDate, 1) : shift.endDate;
    onChange({ startDate, endDate });
  };

  return (
    <Fieldset $color={shift.color}>
      <legend>{t('event_form.shift_legend', { index: index + 1 })}</legend>
      <TextField
        label={t('event_form.shift_title')}
        name={path('title')}
        value={shift.title}
        placeholder={defaultShiftTitle(index)}
        maxLength={LIMITS.shiftTitleMax}
        onChange={(event) => onChange({ title: event.target.value })}
        error={error('title')}
      />
      <TextArea
        label={t('event_form.shift_description')}
        name={path('description')}
        value={shift.description}
        maxLength={LIMITS.shiftDescriptionMax}
        rows={3}
        onChange={(event) => onChange({ description: event.target.value })}
        error={error('description')}
      />
      <ShiftColorPicker
        name={`${id}-color`}
        value={shift.color}
        onChange={(color) => onChange({ color })}
        error={error('color')}
      />
      <Dates>
        <TextField
          label={t('event_form.shift_start')}
          type="datetime-local"
          name={path('startDate')}
          value={shift.startDate}
          onChange={(event) => onStartChange(event.target.value)}
          error={error('startDate')}
        />
        <TextField
          label={t('event_form.shift_end')}
          type="datetime-local"
          name={path('endDate')}
          value={shift.endDate}
          min={shift.startDate || undefined}
          onChange={(event) => onChange({ endDate: event.target.value })}
          error={error('endDate')}
        />
      </Dates>
      <TextField
        label={t('event_form.shift_max')}
        type="number"
        inputMode="numeric"
        name={path('maxVolunteer')}
        min={LIMITS.shiftDefaultMaxVolunteers}
        step={1}
        value={shift.maxVolunteer}
        onChange={(event) => onChange({ maxVolunteer: event.target.value })}
        error={error('maxVolunteer')}
      />
      <Switch
        label={t('event_form.shift_open')}
        checked={eventIsPublic && shift.openSubscription}
        disabled={!eventIsPublic}
        describedBy={`${id}-open-hint`}
        onChange={(openSubscription) => onChange({ openSubscription })}
      />
      <HintText id={`${id}-open-hint`}>{t('event_form.shift_open_hint')}</HintText>
      <Footer>
        <Button
          variant="text"
          onClick={onRemove}
          disabled={exists}
          aria-describedby={exists ? `${id}-cannot-drop` : undefined}
        >
          {t('event_form.remove_shift')}
        </Button>
        {exists && <HintText id={`${id}-cannot-drop`}>{t('you_cannot_drop_this_shift')}</HintText>}
      </Footer>
    </Fieldset>
  );
}
