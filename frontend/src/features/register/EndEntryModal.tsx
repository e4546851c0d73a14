import { registerEndSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { formatIsoDate } from '../../app/dates';
import { romeDay } from '../../app/romeDay';
import { translateMessage, validateWithSchema } from '../../app/validation';
import { Button } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { Modal, ModalActions } from '../../components/Modal';
import { FormError } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { fullName, type RegisterEntry } from './registerLines';
import { showServerError } from './registerForm';
import { useLastPresent, useModalSession } from './useModalSession';
import { useEndRegisterEntryMutation } from './useRegisterMutations';

interface EndValues {
  endDate: string;
}

function EndForm({
  entry,
  associationId,
  onClose,
}: {
  entry: RegisterEntry;
  associationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [end] = useEndRegisterEntryMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const today = romeDay();
  const name = fullName(entry);

  const formik = useFormik<EndValues>({
    initialValues: { endDate: today },
    validate: (values) => {
      const errors = validateWithSchema(registerEndSchema, values);
      // ISO days compare as text; the server checks it too
      if (!errors.endDate && values.endDate < entry.startDate)
        errors.endDate = translateMessage('register.end_before_start');
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await end({ associationId, entryId: entry.id, endDate: values.endDate });
        showToast(t('register.ended', { name }), 'success');
        onClose();
      } catch (error) {
        showServerError(error, helpers, ['endDate'], setFormError);
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <p id="register-end-text">{t('register.end_text')}</p>
      {formError && <FormError role="alert">{formError}</FormError>}
      <TextField
        label={t('register.end_date')}
        type="date"
        min={entry.startDate}
        max={today}
        hint={t('register.end_date_hint', { start: formatIsoDate(entry.startDate) })}
        {...bindField(formik, 'endDate')}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={formik.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={formik.isSubmitting}
          aria-busy={formik.isSubmitting}
        >
          {t('register.end')}
        </Button>
      </ModalActions>
    </form>
  );
}

export interface EndEntryModalProps {
  /** The current entry of the line to end; null: closed */
  entry: RegisterEntry | null;
  associationId: number;
  onClose: () => void;
}

/**
 * "Cancella dal registro" (issue 23): the end date (today by default, not in the future, not
 * before the start) and a confirmation, since the end is a new entry that cannot be taken back.
 */
export function EndEntryModal({ entry, associationId, onClose }: EndEntryModalProps) {
  const { t } = useTranslation();
  const shown = useLastPresent(entry);
  const session = useModalSession(entry !== null);
  return (
    <Modal
      open={entry !== null}
      onClose={onClose}
      title={shown ? t('register.end_title', { name: fullName(shown) }) : ''}
      describedById="register-end-text"
    >
      {shown && (
        <EndForm key={session} entry={shown} associationId={associationId} onClose={onClose} />
      )}
    </Modal>
  );
}
