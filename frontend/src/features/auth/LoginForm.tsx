import { loginSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { safeNextPath } from '../../app/returnPath';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Button } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { FormError } from '../../components/PageTitle';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { UntilHydrated } from '../../components/form/UntilHydrated';
import { useFirstStepsLanding } from '../dashboard/useFirstStepsLanding';
import { useLoginMutation } from './useLoginMutation';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin: 16px 0 0;
`;

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const landing = useFirstStepsLanding();
  // the address the person was on before signing in (the check-in QR code), if it is the app's
  const [search] = useSearchParams();
  const next = safeNextPath(search.get('next'));

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: (values) => validateWithSchema(loginSchema, values),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const { user } = await login({ email: values.email.trim(), password: values.password });
        navigate(next ?? (await landing(user)), { replace: true });
      } catch (error) {
        const formError = serverFormError(error);
        if (!formError) return;
        if (formError.field === 'email' || formError.field === 'password') {
          helpers.setFieldError(formError.field, formError.text);
        } else {
          helpers.setStatus(formError.text);
        }
      }
    },
  });

  // A refusal of the server ("E-mail o password non corretti") is about what was sent: once the
  // fields change it no longer holds, and it must not sit beside the new rule messages.
  const bind = (name: keyof LoginValues) => ({
    ...bindField(formik, name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (formik.status !== undefined) formik.setStatus(undefined);
      formik.handleChange(event);
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('login.form_label')}>
      <UntilHydrated>
        {typeof formik.status === 'string' && <FormError role="alert">{formik.status}</FormError>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...bind('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          {...bind('password')}
        />
        <Button type="submit" fullWidth disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Links>
          <Link to="/forget-password">{t('login.forgot_password')}</Link>
          <Link to="/registration">{t('login.register')}</Link>
        </Links>
      </UntilHydrated>
    </form>
  );
}
