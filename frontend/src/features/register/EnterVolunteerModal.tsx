import { registerEntrySchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { romeDay } from '../../app/romeDay';
import { validateWithSchema } from '../../app/validation';
import { Button } from '../../components/Button';
import { bindCheckbox, bindField } from '../../components/form/bindField';
import { Modal, ModalActions } from '../../components/Modal';
import { FormError } from '../../components/PageTitle';
import { Select } from '../../components/Select';
import type { RegisterCandidateFieldsFragment, RegisterSection } from '../../gql/graphql';
import { RegisterDateField } from './RegisterDateField';
import { RegisterFormActions } from './RegisterFormActions';
import {
  emptyPaperForm,
  PAPER_FORM_FIELDS,
  paperFormErrors,
  paperFormInput,
  type PaperFormValues,
} from './paperForm';
import { PaperFormFields } from './PaperFormFields';
import { fullName } from './registerLines';
import { schemaSection, showServerError } from './registerForm';
import { useModalSession } from './useModalSession';
import { useAddRegisterEntryMutation } from './useRegisterMutations';

interface EnterValues extends PaperFormValues {
  userId: string;
  section: RegisterSection;
  startDate: string;
}

export interface EnterVolunteerModalProps {
  open: boolean;
  onClose: () => void;
  associationId: number;
  candidates: readonly RegisterCandidateFieldsFragment[];
}

function EnterForm({ associationId, candidates, onClose }: Omit<EnterVolunteerModalProps, 'open'>) {
  const { t } = useTranslation();
  const [add] = useAddRegisterEntryMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const today = romeDay();

  const formik = useFormik<EnterValues>({
    initialValues: { userId: '', section: 'REGULAR', startDate: today, ...emptyPaperForm },
    validate: (values) => {
      const errors: Partial<Record<keyof EnterValues, string>> = {
        ...validateWithSchema(registerEntrySchema, {
          section: schemaSection(values.section),
          startDate: values.startDate,
        }),
        ...paperFormErrors(values),
      };
      if (!values.userId) errors.userId = t('register.enter_volunteer_required');
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      const candidate = candidates.find((c) => String(c.userId) === values.userId);
      const paperForm = paperFormInput(values);
      try {
        await add({
          associationId,
          userId: Number(values.userId),
          section: values.section,
          startDate: values.startDate,
          // only when ticked: otherwise the entry takes the profile's data
          ...(paperForm && { paperForm }),
        });
        showToast(t('register.entered', { name: candidate ? fullName(candidate) : '' }), 'success');
        onClose();
      } catch (error) {
        // the missing data of the profile (named by the server, which asked the person to
        // complete it) and a conflict are the form's own message
        // a paper form's code that does not match the birth date is shown under it
        showServerError(
          error,
          helpers,
          ['userId', 'section', 'startDate', ...(values.paperForm ? PAPER_FORM_FIELDS : [])],
          setFormError,
        );
      }
    },
  });

  if (candidates.length === 0) {
    return (
      <>
        <p>{t('register.enter_no_candidates')}</p>
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </ModalActions>
      </>
    );
  }

  const incomplete = candidates.some((c) => c.missing.length > 0);
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <p>{t('register.enter_text')}</p>
      {formError && <FormError role="alert">{formError}</FormError>}
      <Select
        label={t('register.enter_volunteer')}
        placeholder={t('register.enter_volunteer_placeholder')}
        hint={incomplete ? t('register.enter_missing_hint') : undefined}
        options={candidates.map((c) => ({
          value: String(c.userId),
          label:
            c.missing.length === 0
              ? fullName(c)
              : t('register.enter_missing', {
                  name: fullName(c),
                  missing: c.missing.map((m) => t(`register.missing_${m}`)).join(', '),
                }),
        }))}
        {...bindField(formik, 'userId')}
      />
      <PaperFormFields
        checkbox={bindCheckbox(formik, 'paperForm')}
        bind={(field) => bindField(formik, field)}
      />
      <Select
        label={t('register.section')}
        hint={t('register.section_hint')}
        options={(['REGULAR', 'OCCASIONAL'] as const).map((section) => ({
          value: section,
          label: t(`register.section_${section}`),
        }))}
        {...bindField(formik, 'section')}
      />
      <RegisterDateField
        label={t('register.start_date')}
        hint={t('register.start_date_hint')}
        {...bindField(formik, 'startDate')}
      />
      <RegisterFormActions
        confirm={t('register.enter_confirm')}
        submitting={formik.isSubmitting}
        onClose={onClose}
      />
    </form>
  );
}

/**
 * "Iscrivi volontario" (issue 23): one of the accepted volunteers not in the register now, the
 * section, the start date (today by default; an earlier day carries over a paper register; never
 * in the future). A profile without the data the register needs is refused by the server, which
 * names what is missing and asks the person in-app to complete it: the form says both. For a
 * volunteer who does not use the app, the data of a form they signed on paper (issue 31).
 */
export function EnterVolunteerModal({ open, onClose, ...rest }: EnterVolunteerModalProps) {
  const { t } = useTranslation();
  const session = useModalSession(open);
  return (
    <Modal open={open} onClose={onClose} title={t('register.enter_title')}>
      <EnterForm key={session} {...rest} onClose={onClose} />
    </Modal>
  );
}
