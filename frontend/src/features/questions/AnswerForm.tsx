import { answerSchema, LIMITS } from '@insieme/schema';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Button } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { FormActions } from '../../components/PageTitle';
import { TextArea } from '../../components/TextArea';
import { useAnswerQuestionMutation } from './useQuestionMutations';

interface AnswerValues {
  answer: string;
}

/**
 * The administrators' answer box under a question (shared `answerSchema`: required, ≤ 255). The
 * answered question comes back from the server and replaces the box with the answer.
 */
export function AnswerForm({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const [answerQuestion] = useAnswerQuestionMutation();
  const formik = useFormik<AnswerValues>({
    initialValues: { answer: '' },
    validate: (values) => validateWithSchema(answerSchema, values),
    onSubmit: async (values, helpers) => {
      try {
        await answerQuestion(questionId, values.answer.trim());
        showToast(t('questions.answer_sent'), 'success');
        helpers.resetForm();
      } catch (error) {
        const formError = serverFormError(error);
        if (!formError) return;
        if (formError.field === 'answer') helpers.setFieldError('answer', formError.text);
        else showToast(formError.text, 'error');
      }
    },
  });
  const left = LIMITS.answerMax - formik.values.answer.length;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('questions.answer_form')}>
      <TextArea
        label={t('questions.answer_label')}
        maxLength={LIMITS.answerMax}
        hint={t('fields.characters_left', { left })}
        {...bindField(formik, 'answer')}
      />
      <FormActions>
        <span />
        <Button
          type="submit"
          disabled={formik.isSubmitting}
          aria-busy={formik.isSubmitting || undefined}
        >
          {t('questions.send_answer')}
        </Button>
      </FormActions>
    </form>
  );
}
