import { useQuery } from '@apollo/client/react';
import { LIMITS, editUserSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../app/clientState';
import { ImageUploadError, uploadImage } from '../../app/mediaUpload';
import { serverFormError } from '../../app/serverErrors';
import { translateMessage, validateWithSchema } from '../../app/validation';
import { Button, ButtonLink } from '../../components/Button';
import { bindField, fieldError } from '../../components/form/bindField';
import { ImagePicker } from '../../components/ImagePicker';
import { FormActions } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { MeDocument, type MeQuery } from '../../gql/graphql';
import { EventTypePicker } from '../catalog/EventTypePicker';
import { PhoneAndBirthDateFields } from './form/PhoneAndBirthDateFields';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

interface EditUserValues {
  name: string;
  surname: string;
  phone: string;
  birthDate: string;
  preferences: number[];
  /** New picture as a data URL; null keeps the current one */
  imageDataUrl: string | null;
  removeImage: boolean;
}

const FIELDS: readonly string[] = ['name', 'surname', 'phone', 'birthDate', 'preferences'];

function initialValues(me: MeQuery['me']): EditUserValues {
  return {
    name: me.name,
    surname: me.surname,
    phone: me.phone,
    birthDate: me.birthDate,
    preferences: me.preferences.map((preference) => preference.id),
    imageDataUrl: null,
    removeImage: false,
  };
}

function EditUserFields({ me }: { me: MeQuery['me'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [updateProfile] = useUpdateProfileMutation();

  const formik = useFormik<EditUserValues>({
    initialValues: initialValues(me),
    validate: (values) => validateWithSchema(editUserSchema, values),
    onSubmit: async (values, helpers) => {
      try {
        // a new picture travels on its own (POST /api/media); the mutation names its key
        const imageKey = values.imageDataUrl ? await uploadImage(values.imageDataUrl) : undefined;
        await updateProfile({
          name: values.name.trim(),
          surname: values.surname.trim(),
          phone: values.phone.trim(),
          birthDate: values.birthDate,
          preferences: values.preferences,
          removeImage: values.removeImage && !values.imageDataUrl,
          ...(imageKey ? { imageKey } : {}),
        });
        showToast(t('edit_user.success'), 'success');
        navigate('/settings', { replace: true });
      } catch (error) {
        if (error instanceof ImageUploadError) {
          // no validation asked for, so the promise only says the touch is stored
          void helpers.setFieldTouched('imageDataUrl', true, false);
          helpers.setFieldError('imageDataUrl', error.text);
          return;
        }
        const formError = serverFormError(error);
        if (!formError) return;
        const field = formError.field === 'imageKey' ? 'imageDataUrl' : formError.field;
        if (field && (FIELDS.includes(field) || field === 'imageDataUrl')) {
          // no validation asked for, so the promise only says the touch is stored
          void helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, formError.text);
        } else {
          showToast(formError.text, 'error');
        }
      }
    },
  });

  const { values } = formik;
  const previewUrl = values.imageDataUrl ?? (values.removeImage ? null : me.imageUrl);

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <ImagePicker
        legend={t('fields.profile_image')}
        previewUrl={previewUrl}
        onSelect={(dataUrl) => {
          void formik.setValues({ ...values, imageDataUrl: dataUrl, removeImage: false });
          void formik.setFieldTouched('imageDataUrl', true, false);
        }}
        onRemove={() => {
          void formik.setValues({ ...values, imageDataUrl: null, removeImage: true });
        }}
        onInvalidFile={() => {
          void formik.setFieldTouched('imageDataUrl', true, false);
          formik.setFieldError('imageDataUrl', translateMessage('validation.image_type'));
        }}
        error={fieldError(formik, 'imageDataUrl')}
      />
      <TextField
        label={t('fields.name')}
        autoComplete="given-name"
        maxLength={LIMITS.nameMax}
        {...bindField(formik, 'name')}
      />
      <TextField
        label={t('fields.surname')}
        autoComplete="family-name"
        maxLength={LIMITS.nameMax}
        {...bindField(formik, 'surname')}
      />
      <PhoneAndBirthDateFields bind={(field) => bindField(formik, field)} />
      <EventTypePicker
        legend={t('edit_user.preferences_legend')}
        selected={values.preferences}
        max={LIMITS.userPreferencesMax}
        onChange={(next) => {
          void formik.setFieldValue('preferences', next);
          void formik.setFieldTouched('preferences', true, false);
        }}
        error={fieldError(formik, 'preferences')}
      />
      <FormActions>
        <ButtonLink to="/settings" variant="secondary" replace>
          {t('common.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={formik.isSubmitting}>
          {t('common.save')}
        </Button>
      </FormActions>
    </form>
  );
}

/** /settings/edit-user: loads `me`, then the form. */
export function EditUserForm() {
  const { data, loading } = useQuery(MeDocument, {
    fetchPolicy: 'cache-and-network',
    context: { toastErrors: true },
  });
  if (!data) return loading ? <Loading /> : null;
  return <EditUserFields me={data.me} />;
}
