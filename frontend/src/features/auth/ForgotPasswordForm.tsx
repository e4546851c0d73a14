import { forgotPasswordSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Button, ButtonLink } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { FormActions, FormError } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { useForgotPasswordMutation } from './useForgotPasswordMutation';
import { UntilHydrated } from '../../components/form/UntilHydrated';
import { theme } from '../../app/theme';

const Success = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.successLight};
  color: ${theme.colors.success};
  font-weight: 600;
`;

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [requestReset] = useForgotPasswordMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { email: '' },
    validate: (values) => validateWithSchema(forgotPasswordSchema, values),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const message = await requestReset(values.email.trim());
        setSentMessage(message || t('forgot_password.sent'));
      } catch (error) {
        const formError = serverFormError(error);
        if (formError) helpers.setStatus(formError.text);
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <UntilHydrated>
        {sentMessage && <Success role="status">{sentMessage}</Success>}
        {typeof formik.status === 'string' && <FormError role="alert">{formik.status}</FormError>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...bindField(formik, 'email')}
        />
        <FormActions>
          <ButtonLink to="/login" variant="secondary">
            {t('common.cancel')}
          </ButtonLink>
          <Button type="submit" disabled={formik.isSubmitting}>
            {t('common.send')}
          </Button>
        </FormActions>
      </UntilHydrated>
    </form>
  );
}
