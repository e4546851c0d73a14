import {
  LIMITS,
  REGISTER_CORRECTABLE_FIELDS,
  REGISTER_LIMITS,
  registerCorrectionSchema,
} from '@insieme/schema';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { translateMessage, validateWithSchema } from '../../app/validation';
import { bindField } from '../../components/form/bindField';
import { FormError } from '../../components/PageTitle';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import {
  correctionChanges,
  correctionValues,
  schemaChanges,
  type CorrectionValues,
} from './correction';
import { EntryModal, type EntryFormProps, type EntryModalProps } from './EntryModal';
import { FiscalCodeField } from './FiscalCodeField';
import { fullName } from './registerLines';
import { RegisterDateField } from './RegisterDateField';
import { RegisterFormActions } from './RegisterFormActions';
import { showServerError } from './registerForm';
import { useCorrectRegisterEntryMutation } from './useRegisterMutations';

const FIELDS = REGISTER_CORRECTABLE_FIELDS;

function CorrectForm({
  entry,
  associationId,
  onClose,
  prefill,
}: EntryFormProps & { prefill?: Partial<CorrectionValues> }) {
  const { t } = useTranslation();
  const [correct] = useCorrectRegisterEntryMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const formik = useFormik<CorrectionValues>({
    // a correction proposed from the person's profile opens filled in (issue 31)
    initialValues: { ...correctionValues(entry), ...prefill },
    validate: (values) =>
      validateWithSchema(registerCorrectionSchema, schemaChanges(correctionChanges(entry, values))),
    onSubmit: async (values, helpers) => {
      setFormError(null);
      const changes = correctionChanges(entry, values);
      if (Object.keys(changes).length === 0) {
        setFormError(translateMessage('register.nothing_to_correct'));
        return;
      }
      try {
        await correct({ associationId, entryId: entry.id, ...changes });
        const name = fullName({
          name: changes.name ?? entry.name,
          surname: changes.surname ?? entry.surname,
        });
        showToast(t('register.corrected', { name }), 'success');
        onClose();
      } catch (error) {
        showServerError(error, helpers, FIELDS, setFormError);
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <p id="register-correct-text">{t('register.correct_text')}</p>
      {formError && <FormError role="alert">{formError}</FormError>}
      <TextField
        label={t('fields.name')}
        maxLength={LIMITS.nameMax}
        {...bindField(formik, 'name')}
      />
      <TextField
        label={t('fields.surname')}
        maxLength={LIMITS.nameMax}
        {...bindField(formik, 'surname')}
      />
      <FiscalCodeField label={t('register.fiscal_code')} {...bindField(formik, 'fiscalCode')} />
      <TextField
        label={t('edit_user.birth_place')}
        maxLength={REGISTER_LIMITS.birthPlaceMax}
        {...bindField(formik, 'birthPlace')}
      />
      <RegisterDateField label={t('fields.birth_date')} {...bindField(formik, 'birthDate')} />
      <TextField
        label={t('edit_user.residence')}
        maxLength={REGISTER_LIMITS.residenceMax}
        {...bindField(formik, 'residence')}
      />
      <TextField
        label={t('edit_user.domicile')}
        maxLength={REGISTER_LIMITS.residenceMax}
        hint={t('register.correct_domicile_hint')}
        {...bindField(formik, 'domicile')}
      />
      <Select
        label={t('register.section')}
        options={(['REGULAR', 'OCCASIONAL'] as const).map((section) => ({
          value: section,
          label: t(`register.section_${section}`),
        }))}
        {...bindField(formik, 'section')}
      />
      <RegisterDateField label={t('register.start_date')} {...bindField(formik, 'startDate')} />
      {entry.endDate !== null && (
        <RegisterDateField
          label={t('register.end_date')}
          hint={t('register.correct_end_hint')}
          {...bindField(formik, 'endDate')}
        />
      )}
      <RegisterFormActions
        confirm={t('register.correct_confirm')}
        submitting={formik.isSubmitting}
        onClose={onClose}
      />
    </form>
  );
}

/**
 * "Correggi" (issue 23): the entry's data, to change; only what changed is sent, and the server
 * writes a new entry pointing at this one, which stays readable in the register.
 */
export function CorrectEntryModal({
  prefill,
  ...props
}: EntryModalProps & { prefill?: Partial<CorrectionValues> }) {
  const { t } = useTranslation();
  return (
    <EntryModal
      {...props}
      prefill={prefill as Record<string, string> | undefined}
      title={(shown) => t('register.correct_title', { sequence: shown.sequence })}
      describedById="register-correct-text"
      form={CorrectForm}
    />
  );
}
