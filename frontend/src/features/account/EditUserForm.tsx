import { LIMITS, editUserSchema, normalizeFiscalCode, registerDataSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../app/clientState';
import { ImageUploadError, uploadImage } from '../../app/mediaUpload';
import { serverFormError } from '../../app/serverErrors';
import { useScreenQuery } from '../../app/screenQuery';
import { translateMessage, validateWithSchema } from '../../app/validation';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { bindField, fieldError } from '../../components/form/bindField';
import { ImagePicker } from '../../components/ImagePicker';
import { FormActions } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { EditUserScreenQuery, RegisterHolderFieldsFragment } from '../../gql/graphql';
import { editUserScreen } from '../../pages/Settings/settingsScreen';
import { EventTypePicker } from '../catalog/EventTypePicker';
import { PhoneAndBirthDateFields } from './form/PhoneAndBirthDateFields';
import { RegisterDataFields } from './form/RegisterDataFields';
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
  // the register of volunteers (issue 23): optional, '' clears
  fiscalCode: string;
  birthPlace: string;
  residence: string;
  domicile: string;
}

type Me = EditUserScreenQuery['me'];

const FIELDS: readonly string[] = [
  'name',
  'surname',
  'phone',
  'birthDate',
  'preferences',
  'fiscalCode',
  'birthPlace',
  'residence',
  'domicile',
];

function initialValues(me: Me): EditUserValues {
  return {
    name: me.name,
    surname: me.surname,
    phone: me.phone,
    birthDate: me.birthDate,
    preferences: me.preferences.map((preference) => preference.id),
    imageDataUrl: null,
    removeImage: false,
    fiscalCode: me.fiscalCode ?? '',
    birthPlace: me.birthPlace ?? '',
    residence: me.residence ?? '',
    domicile: me.domicile ?? '',
  };
}

/** The register data as the mutation takes it: trimmed, and null when emptied (cleared). */
const registerText = (value: string): string | null => value.trim() || null;

function EditUserFields({
  me,
  registerHolders,
}: {
  me: Me;
  registerHolders: readonly RegisterHolderFieldsFragment[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [updateProfile] = useUpdateProfileMutation();

  const formik = useFormik<EditUserValues>({
    initialValues: initialValues(me),
    validate: (values) => ({
      ...validateWithSchema(registerDataSchema, {
        fiscalCode: values.fiscalCode,
        birthPlace: values.birthPlace,
        residence: values.residence,
        domicile: values.domicile,
      }),
      ...validateWithSchema(editUserSchema, values),
    }),
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
          fiscalCode: registerText(normalizeFiscalCode(values.fiscalCode)),
          birthPlace: registerText(values.birthPlace),
          residence: registerText(values.residence),
          domicile: registerText(values.domicile),
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
      <RegisterDataFields bind={(field) => bindField(formik, field)} holders={registerHolders} />
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

/**
 * /settings/edit-user: the screen's one request (profile, event types, registers that hold me),
 * started by its route's loader, then the form.
 */
export function EditUserForm() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useScreenQuery(editUserScreen);
  if (!data) {
    if (loading && !error) return <Loading />;
    return (
      <EmptyState
        title={t('edit_user.load_error')}
        action={
          <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            {t('events.retry')}
          </Button>
        }
      />
    );
  }
  return <EditUserFields me={data.me} registerHolders={data.myRegisterAssociations} />;
}
