import { attendanceTimesSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from '../../app/dateTime';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Button } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { useFocusFirstError } from '../../components/form/useFocusFirstError';
import { Modal, ModalActions } from '../../components/Modal';
import { FormError } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';

export interface CorrectTimesModalProps {
  open: boolean;
  /** Name and surname of the person */
  person: string;
  /** The times to start from: the recorded ones, else the shift's */
  checkedInAt: string;
  checkedOutAt: string;
  onSave: (times: { checkedInAt: string; checkedOutAt: string }) => Promise<void>;
  onClose: () => void;
}

/** The two `datetime-local` values, as typed (Europe/Rome). */
interface LocalTimes {
  checkedInAt: string;
  checkedOutAt: string;
}

/** What the schema and the server read: ISO instants ('' when empty or unreadable). */
const isoTimes = (values: LocalTimes): LocalTimes => ({
  checkedInAt: fromLocalInput(values.checkedInAt),
  checkedOutAt: fromLocalInput(values.checkedOutAt),
});

/**
 * "Correggi orari": entry and exit of one person as date and time in Rome (a shift may cross
 * midnight). Saving makes the person present with these times; the server keeps who changed them
 * and when. The shared `attendanceTimesSchema` checks them on submit, with the service's rule.
 */
export function CorrectTimesModal({
  open,
  person,
  checkedInAt,
  checkedOutAt,
  onSave,
  onClose,
}: CorrectTimesModalProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  const formik = useFormik<LocalTimes>({
    initialValues: {
      checkedInAt: toLocalInput(checkedInAt),
      checkedOutAt: toLocalInput(checkedOutAt),
    },
    // a message comes from a submit and stays until the next one: nothing turns red while typing
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => validateWithSchema(attendanceTimesSchema, isoTimes(values)),
    onSubmit: async (values, helpers) => {
      try {
        await onSave(isoTimes(values));
      } catch (error) {
        const formError = serverFormError(error);
        if (formError) helpers.setStatus(formError.text);
      }
    },
  });
  useFocusFirstError(formRef, formik);
  const saving = formik.isSubmitting;

  return (
    <Modal open={open} onClose={onClose} title={t('attendance.correct_title', { person })}>
      <form
        ref={formRef}
        onSubmit={(event) => {
          // the server's last refusal goes with any new attempt, valid or not
          formik.setStatus(undefined);
          formik.handleSubmit(event);
        }}
        noValidate
      >
        <p>{t('attendance.correct_text')}</p>
        {typeof formik.status === 'string' && <FormError role="alert">{formik.status}</FormError>}
        <TextField
          label={t('attendance.check_in_field')}
          type="datetime-local"
          required
          {...bindField(formik, 'checkedInAt')}
        />
        <TextField
          label={t('attendance.check_out_field')}
          type="datetime-local"
          required
          {...bindField(formik, 'checkedOutAt')}
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {t('common.save')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
