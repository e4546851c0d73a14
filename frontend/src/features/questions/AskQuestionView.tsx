import { useQuery } from '@apollo/client/react';
import { LIMITS, questionSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { bindField } from '../../components/form/bindField';
import { FormActions, PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { TextArea } from '../../components/TextArea';
import { AssociationDocument } from '../../gql/graphql';
import { AssociationLogo } from '../associations/AssociationLogo';
import { AssociationNotFound } from '../associations/AssociationView';
import { useAskQuestionMutation } from './useQuestionMutations';
import { theme } from '../../app/theme';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.textMuted};
`;

const Success = styled.div`
  padding: 16px;
  margin-bottom: 16px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.successLight};
  color: ${theme.colors.success};

  strong {
    display: block;
    margin-bottom: 4px;
  }
  p {
    margin: 0;
    color: ${theme.colors.text};
  }
`;

interface QuestionValues {
  question: string;
}

/**
 * /user-question/{id_association}: a question to the association (shared `questionSchema`:
 * required, ≤ 255). After sending, a success message; the answer arrives as a notification.
 */
export function AskQuestionView({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { data, loading, error } = useQuery(AssociationDocument, {
    variables: { id: associationId },
    fetchPolicy: 'cache-first',
  });
  const [ask] = useAskQuestionMutation();
  const formik = useFormik<QuestionValues>({
    initialValues: { question: '' },
    validate: (values) => validateWithSchema(questionSchema, values),
    onSubmit: async (values, helpers) => {
      try {
        await ask(associationId, values.question.trim());
        helpers.resetForm();
        setSent(true);
      } catch (failure) {
        const formError = serverFormError(failure);
        if (!formError) return;
        if (formError.field === 'question') helpers.setFieldError('question', formError.text);
        else showToast(formError.text, 'error');
      }
    },
  });

  const association = data?.association;
  if (!association) {
    if (loading && !error) return <Loading />;
    return <AssociationNotFound />;
  }

  return (
    <Card>
      <Header>
        <AssociationLogo src={association.imageUrl} alt="" size={56} />
        <PageHeading>{t('user_question.heading', { name: association.name })}</PageHeading>
      </Header>
      {sent ? (
        <>
          <Success role="status">
            <strong>{t('user_question.sent_title')}</strong>
            <p>{t('user_question.sent_text', { name: association.name })}</p>
          </Success>
          <FormActions>
            <ButtonLink to={`/association/${association.id}`} variant="secondary">
              {t('user_question.back_to_association')}
            </ButtonLink>
            <Button onClick={() => setSent(false)}>{t('user_question.ask_another')}</Button>
          </FormActions>
        </>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate>
          <Intro>{t('user_question.intro')}</Intro>
          <TextArea
            label={t('user_question.question')}
            maxLength={LIMITS.questionMax}
            hint={t('fields.characters_left', {
              left: LIMITS.questionMax - formik.values.question.length,
            })}
            {...bindField(formik, 'question')}
          />
          <FormActions>
            <ButtonLink to={`/association/${association.id}`} variant="secondary">
              {t('common.cancel')}
            </ButtonLink>
            <Button
              type="submit"
              disabled={formik.isSubmitting}
              aria-busy={formik.isSubmitting || undefined}
            >
              {t('user_question.submit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Card>
  );
}
