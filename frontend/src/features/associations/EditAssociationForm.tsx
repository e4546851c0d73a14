import {
  editAssociationSchema,
  LIMITS,
  normalizeFiscalCode,
  normalizeUrl,
  splitAddress,
  todayInRome,
  validateWith,
} from '@insieme/schema';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { ImageUploadError, uploadImage } from '../../app/mediaUpload';
import { serverFormError } from '../../app/serverErrors';
import { translateMessage } from '../../app/validation';
import { Button, ButtonLink } from '../../components/Button';
import { ImagePicker } from '../../components/ImagePicker';
import { FormActions } from '../../components/PageTitle';
import { AddressFields } from '../../components/AddressFields';
import { Checkbox } from '../../components/Checkbox';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import type {
  AssociationAdminSettingsFragment,
  AssociationLegalDataFragment,
  AssociationProfileFragment,
} from '../../gql/graphql';
import { TopicPicker } from '../catalog/TopicPicker';
import { LegalDataFields } from './form/LegalDataFields';
import { useUpdateAssociationMutation } from './useUpdateAssociationMutation';
import { theme } from '../../app/theme';

const Form = styled.form`
  display: block;
`;

const Hint = styled.small`
  display: block;
  color: ${theme.colors.textMuted};
`;

export interface EditAssociationValues {
  /** New logo as a data URL, or the URL of the current one, or '' */
  image: string;
  name: string;
  description: string;
  dateOfFoundation: string;
  street: string;
  town: string;
  province: string;
  siteWeb: string;
  messagingChannelUrl: string;
  fiscalCode: string;
  runtsNumber: string;
  topicIds: number[];
  /** Requests from the waitlist accepted at once (docs/waitlist.md) */
  autoAcceptWaitlist: boolean;
}

/** What the form starts from: the profile, and the legal data its administrators see. */
export type EditableAssociation = AssociationProfileFragment &
  AssociationLegalDataFragment &
  AssociationAdminSettingsFragment;

type FieldName = keyof EditAssociationValues;

/** Fields in the order of spec §5 (also the order of the checks). */
const FIELDS: readonly FieldName[] = [
  'image',
  'name',
  'description',
  'dateOfFoundation',
  'street',
  'town',
  'province',
  'siteWeb',
  'messagingChannelUrl',
  'fiscalCode',
  'runtsNumber',
  'topicIds',
];

export function initialEditValues(association: EditableAssociation): EditAssociationValues {
  // Older records may only have the joined address.
  const split = splitAddress(association.address);
  return {
    image: association.imageUrl ?? '',
    name: association.name,
    description: association.description,
    dateOfFoundation: association.dateOfFoundation,
    street: association.street || split.street,
    town: association.town || split.town,
    province: (association.province || split.province).toUpperCase(),
    siteWeb: association.siteWeb ?? '',
    messagingChannelUrl: association.messagingChannelUrl ?? '',
    fiscalCode: association.fiscalCode ?? '',
    runtsNumber: association.runtsNumber ?? '',
    topicIds: association.topics.map((topic) => topic.id),
    autoAcceptWaitlist: association.autoAcceptWaitlist ?? false,
  };
}

/** The single first problem in the order of spec §5, translated, with the field it belongs to. */
export function firstProblem(
  values: EditAssociationValues,
): { field: FieldName; text: string } | null {
  const result = validateWith(editAssociationSchema, values);
  if (result.ok) return null;
  const top = result.field.split(/[.[]/)[0] as FieldName;
  return {
    field: FIELDS.includes(top) ? top : 'name',
    text: translateMessage(result.key, result.params),
  };
}

function serverFieldOf(field: string | undefined): FieldName | undefined {
  const last = field?.split('.').pop();
  if (last === 'imageKey') return 'image';
  return FIELDS.includes(last as FieldName) ? (last as FieldName) : undefined;
}

/**
 * /dashboard/{id}/edit-association: the form, prefilled with the association its screen's query
 * brought (pages/Dashboard/editAssociation.graphql).
 */
export function EditAssociationForm({ association }: { association: EditableAssociation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [update] = useUpdateAssociationMutation();
  const formRef = useRef<HTMLFormElement>(null);
  // One message at a time (spec §5): the first failing rule, under its field.
  const [problem, setProblem] = useState<{ field: FieldName; text: string } | null>(null);

  const focusField = (field: FieldName) => {
    window.requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>(
        field === 'image' ? 'input[type="file"]' : `[name="${field}"]`,
      );
      target?.focus();
    });
  };

  const formik = useFormik<EditAssociationValues>({
    initialValues: initialEditValues(association),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const found = firstProblem(values);
      setProblem(found);
      if (found) {
        focusField(found.field);
        return;
      }
      const site = values.siteWeb.trim();
      const channel = values.messagingChannelUrl.trim();
      const fiscalCode = normalizeFiscalCode(values.fiscalCode);
      const runtsNumber = values.runtsNumber.trim();
      try {
        // a new logo travels on its own (POST /api/media); the mutation names its key
        const imageKey = values.image.startsWith('data:')
          ? await uploadImage(values.image)
          : undefined;
        await update({
          id: association.id,
          ...(imageKey ? { imageKey } : {}),
          name: values.name.trim(),
          description: values.description.trim(),
          street: values.street.replace(/,/g, '').trim(),
          town: values.town.replace(/,/g, '').trim(),
          province: values.province.toUpperCase(),
          dateOfFoundation: values.dateOfFoundation,
          siteWeb: site ? normalizeUrl(site) : null,
          messagingChannelUrl: channel ? normalizeUrl(channel) : null,
          fiscalCode: fiscalCode || null,
          runtsNumber: runtsNumber || null,
          topicIds: values.topicIds,
          autoAcceptWaitlist: values.autoAcceptWaitlist,
        });
        showToast(t('edit_association.success'), 'success');
        navigate(`/dashboard/${association.id}`, { replace: true });
        // the router keeps the scroll position: saved at the foot of a long form, the dashboard
        // opened scrolled down, its head and first steps out of sight (issue 31)
        window.scrollTo({ top: 0 });
      } catch (error) {
        if (error instanceof ImageUploadError) {
          setProblem({ field: 'image', text: error.text });
          focusField('image');
          return;
        }
        const formError = serverFormError(error);
        if (!formError) return;
        const field = serverFieldOf(formError.field);
        if (field) {
          setProblem({ field, text: formError.text });
          focusField(field);
        } else {
          showToast(formError.text, 'error');
        }
      }
    },
  });

  const errorOf = (field: FieldName) => (problem?.field === field ? problem.text : undefined);
  // the logo is optional (issue 18): "Rimuovi" takes back a newly chosen image, back to the
  // current logo or the placeholder; removing the current logo is not offered
  const current = initialEditValues(association).image;
  const bind = (field: Exclude<FieldName, 'topicIds' | 'image' | 'autoAcceptWaitlist'>) => ({
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(field),
  });

  return (
    <Form ref={formRef} onSubmit={formik.handleSubmit} noValidate>
      <ImagePicker
        legend={t('edit_association.image')}
        previewUrl={formik.values.image || null}
        hint={t('edit_association.image_hint')}
        previewAlt={t('edit_association.image_preview')}
        subject="organisation"
        onSelect={(dataUrl) => {
          void formik.setFieldValue('image', dataUrl);
          if (problem?.field === 'image') setProblem(null);
        }}
        onRemove={
          formik.values.image.startsWith('data:')
            ? () => void formik.setFieldValue('image', current)
            : undefined
        }
        onInvalidFile={() =>
          setProblem({ field: 'image', text: translateMessage('validation.image_type') })
        }
        error={errorOf('image')}
      />
      <TextField
        label={t('fields.association_name')}
        maxLength={LIMITS.associationNameMax}
        autoComplete="organization"
        {...bind('name')}
      />
      <TextArea
        label={t('fields.description')}
        maxLength={LIMITS.associationDescriptionMax}
        hint={t('fields.characters_left', {
          left: LIMITS.associationDescriptionMax - formik.values.description.length,
        })}
        {...bind('description')}
      />
      <TextField
        label={t('fields.date_of_foundation')}
        type="date"
        max={todayInRome()}
        {...bind('dateOfFoundation')}
      />
      <AddressFields bind={bind} />
      <TextField
        label={t('edit_association.site_web')}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint={t('edit_association.site_web_hint')}
        {...bind('siteWeb')}
      />
      <TextField
        label={t('edit_association.messaging_channel')}
        type="url"
        inputMode="url"
        hint={t('edit_association.messaging_channel_hint')}
        {...bind('messagingChannelUrl')}
      />
      <LegalDataFields bind={bind} />
      <Checkbox
        name="autoAcceptWaitlist"
        checked={formik.values.autoAcceptWaitlist}
        onChange={formik.handleChange}
        label={
          <>
            {t('edit_association.auto_accept_waitlist')}
            <Hint>{t('edit_association.auto_accept_waitlist_hint')}</Hint>
          </>
        }
      />
      <TopicPicker
        legend={t('edit_association.topics_legend')}
        selected={formik.values.topicIds}
        max={LIMITS.associationTopicsMax}
        onChange={(next) => void formik.setFieldValue('topicIds', next)}
        error={errorOf('topicIds')}
      />
      <FormActions>
        <ButtonLink to={`/dashboard/${association.id}`} variant="secondary" replace>
          {t('common.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          {t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
