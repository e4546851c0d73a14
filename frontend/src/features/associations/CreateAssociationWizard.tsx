import {
  activationCodeSchema,
  associationDataSchema,
  associationTopicsSchema,
  LIMITS,
} from '@insieme/schema';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { validateWithSchema } from '../../app/validation';
import { Button } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { FormActions } from '../../components/PageTitle';
import type { CreateAssociationInput } from '../../gql/graphql';
import { TopicPicker } from '../catalog/TopicPicker';
import { WizardProgress } from '../registration/WizardProgress';
import { ActivationCodeField } from './form/ActivationCodeField';
import { AssociationDataFields } from './form/AssociationDataFields';
import { useCreateAssociationMutation } from './useCreateAssociationMutation';

const StepHeading = styled.h2`
  margin: 0 0 16px;
  font-size: 1.2rem;

  &:focus {
    outline: none;
  }
`;

const BackLink = styled.button`
  padding: 8px 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export interface CreateAssociationValues {
  activationCode: string;
  name: string;
  street: string;
  town: string;
  province: string;
  dateOfFoundation: string;
  description: string;
  topicIds: number[];
}

type Errors = FormikErrors<CreateAssociationValues>;

const STEPS = ['code', 'data', 'topics'] as const;
type Step = (typeof STEPS)[number];

const STEP_TITLES: Record<Step, string> = {
  code: 'create_association.step_code',
  data: 'create_association.step_data',
  topics: 'create_association.step_topics',
};

const STEP_FIELDS: Record<Step, readonly (keyof CreateAssociationValues)[]> = {
  code: ['activationCode'],
  data: ['name', 'street', 'town', 'province', 'dateOfFoundation', 'description'],
  topics: ['topicIds'],
};

const INITIAL_VALUES: CreateAssociationValues = {
  activationCode: '',
  name: '',
  street: '',
  town: '',
  province: '',
  dateOfFoundation: '',
  description: '',
  topicIds: [],
};

function validateStep(step: Step, values: CreateAssociationValues): Errors {
  if (step === 'code') return validateWithSchema(activationCodeSchema, values);
  if (step === 'data') return validateWithSchema(associationDataSchema, values);
  return validateWithSchema(associationTopicsSchema, values);
}

function toInput(values: CreateAssociationValues): CreateAssociationInput {
  return {
    activationCode: values.activationCode.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    street: values.street.replace(/,/g, '').trim(),
    town: values.town.replace(/,/g, '').trim(),
    province: values.province.toUpperCase(),
    dateOfFoundation: values.dateOfFoundation,
    topicIds: values.topicIds,
  };
}

/** The step and form field of a server error ('input.name' or 'name' → step 2, name). */
function placeOf(serverField: string | undefined) {
  const field = serverField?.split('.').pop() as keyof CreateAssociationValues | undefined;
  if (!field) return undefined;
  const step = STEPS.find((candidate) => STEP_FIELDS[candidate].includes(field));
  return step ? { step, field } : undefined;
}

/**
 * /create-association (spec §2): 1 activation code (back goes to /settings), 2 association data,
 * 3 topics (≤ 3). On success the user administers it: toast, admin flag on, Home.
 */
export function CreateAssociationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create] = useCreateAssociationMutation();
  const [stepIndex, setStepIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const step = STEPS[stepIndex];
  const isLast = stepIndex === STEPS.length - 1;

  const formik = useFormik<CreateAssociationValues>({
    initialValues: INITIAL_VALUES,
    validate: (values) => validateStep(STEPS[stepIndex], values),
    onSubmit: async (values, helpers) => {
      try {
        await create(toInput(values));
        showToast(t('create_association.success'), 'success');
        navigate('/', { replace: true });
      } catch (error) {
        const formError = serverFormError(error);
        if (!formError) return;
        const place = placeOf(formError.field);
        if (place) {
          goTo(STEPS.indexOf(place.step));
          helpers.setFieldTouched(place.field, true, false);
          helpers.setFieldError(place.field, formError.text);
        } else {
          showToast(formError.text, 'error');
        }
      }
    },
  });

  // Focus follows the step title so keyboard and screen reader users know where they are.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [stepIndex]);

  function goTo(index: number) {
    movedRef.current = true;
    formik.setErrors({});
    setStepIndex(Math.max(0, index));
  }

  const next = async () => {
    const touched = { ...formik.touched };
    STEP_FIELDS[step].forEach((field) => {
      touched[field] = true as never;
    });
    await formik.setTouched(touched, false);
    const errors = validateStep(step, formik.values);
    formik.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (isLast) await formik.submitForm();
    else goTo(stepIndex + 1);
  };

  const back = () => {
    if (stepIndex === 0) navigate('/settings');
    else goTo(stepIndex - 1);
  };

  const topicsError =
    formik.touched.topicIds && typeof formik.errors.topicIds === 'string'
      ? formik.errors.topicIds
      : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <WizardProgress
        step={stepIndex + 1}
        total={STEPS.length}
        label={t('create_association.progress_label')}
      />
      <StepHeading ref={headingRef} tabIndex={-1}>
        {t(STEP_TITLES[step])}
      </StepHeading>

      {step === 'code' && (
        <>
          <p>{t('create_association.code_intro')}</p>
          <ActivationCodeField {...bindField(formik, 'activationCode')} />
        </>
      )}
      {step === 'data' && <AssociationDataFields bind={(field) => bindField(formik, field)} />}
      {step === 'topics' && (
        <TopicPicker
          legend={t('create_association.topics_legend')}
          selected={formik.values.topicIds}
          max={LIMITS.associationTopicsMax}
          onChange={(nextTopics) => {
            void formik.setFieldValue('topicIds', nextTopics);
            void formik.setFieldTouched('topicIds', true, false);
          }}
          error={topicsError}
        />
      )}

      <FormActions>
        <BackLink type="button" onClick={back}>
          {t('common.back')}
        </BackLink>
        <Button type="submit" disabled={formik.isSubmitting}>
          {isLast ? t('create_association.submit') : t('common.next')}
        </Button>
      </FormActions>
    </form>
  );
}
