import { changePasswordSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Button, ButtonLink } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { FormActions, FormError } from '../../components/PageTitle';
import { PasswordField } from '../../components/PasswordField';
import { useChangePasswordMutation } from './useChangePasswordMutation';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS: readonly string[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** Old, new and confirmation; only old and new are sent (spec §5). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [changePassword] = useChangePasswordMutation();

  const formik = useFormik<ChangePasswordValues>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => validateWithSchema(changePasswordSchema, values),
    onSubmit: async ({ oldPassword, newPassword }, helpers) => {
      helpers.setStatus(undefined);
      try {
        await changePassword({ oldPassword, newPassword });
        showToast(t('change_password.success'), 'success');
        navigate('/settings', { replace: true });
      } catch (error) {
        const formError = serverFormError(error);
        if (!formError) return;
        if (formError.field && FIELDS.includes(formError.field)) {
          helpers.setFieldError(formError.field, formError.text);
        } else {
          helpers.setStatus(formError.text);
        }
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {typeof formik.status === 'string' && <FormError role="alert">{formik.status}</FormError>}
      <PasswordField
        label={t('fields.old_password')}
        autoComplete="current-password"
        {...bindField(formik, 'oldPassword')}
      />
      <PasswordField
        label={t('fields.new_password')}
        autoComplete="new-password"
        hint={t('fields.password_hint')}
        {...bindField(formik, 'newPassword')}
      />
      <PasswordField
        label={t('fields.confirm_password')}
        autoComplete="new-password"
        {...bindField(formik, 'confirmPassword')}
      />
      <FormActions>
        <ButtonLink to="/settings" variant="secondary" replace>
          {t('change_password.back')}
        </ButtonLink>
        <Button type="submit" disabled={formik.isSubmitting}>
          {t('common.save')}
        </Button>
      </FormActions>
    </form>
  );
}
