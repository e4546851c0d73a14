import { registerEndSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { formatIsoDate } from '../../app/dates';
import { romeDay } from '../../app/romeDay';
import { translateMessage, validateWithSchema } from '../../app/validation';
import { bindField } from '../../components/form/bindField';
import { FormError } from '../../components/PageTitle';
import { EntryModal, type EntryFormProps, type EntryModalProps } from './EntryModal';
import { RegisterDateField } from './RegisterDateField';
import { RegisterFormActions } from './RegisterFormActions';
import { fullName } from './registerLines';
import { showServerError } from './registerForm';
import { useEndRegisterEntryMutation } from './useRegisterMutations';

interface EndValues {
  endDate: string;
}

function EndForm({ entry, associationId, onClose }: EntryFormProps) {
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
      <RegisterDateField
        label={t('register.end_date')}
        min={entry.startDate}
        hint={t('register.end_date_hint', { start: formatIsoDate(entry.startDate) })}
        {...bindField(formik, 'endDate')}
      />
      <RegisterFormActions
        confirm={t('register.end')}
        danger
        submitting={formik.isSubmitting}
        onClose={onClose}
      />
    </form>
  );
}

/**
 * "Cancella dal registro" (issue 23): the end date (today by default, not in the future, not
 * before the start) and a confirmation, since the end is a new entry that cannot be taken back.
 */
export function EndEntryModal(props: EntryModalProps) {
  const { t } = useTranslation();
  return (
    <EntryModal
      {...props}
      title={(shown) => t('register.end_title', { name: fullName(shown) })}
      describedById="register-end-text"
      form={EndForm}
    />
  );
}
