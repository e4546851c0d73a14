import {
  activationCodeSchema,
  associationDataSchema,
  associationTopicsSchema,
  LIMITS,
} from '@insieme/schema';
import type { FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../app/clientState';
import { validateWithSchema } from '../../app/validation';
import { bindField, fieldError } from '../../components/form/bindField';
import { useWizard } from '../../components/wizard/useWizard';
import { WizardForm } from '../../components/wizard/WizardForm';
import type { CreateAssociationInput } from '../../gql/graphql';
import { TopicPicker } from '../catalog/TopicPicker';
import { ActivationCodeField } from './form/ActivationCodeField';
import { AssociationDataFields } from './form/AssociationDataFields';
import { useActivationCodeCheck } from './useActivationCodeCheck';
import { useCreateAssociationMutation } from './useCreateAssociationMutation';

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
const stepsOf = () => STEPS;

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
 * 3 topics (≤ 3). On success the user administers it: toast, admin flag on, its dashboard.
 */
export function CreateAssociationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create] = useCreateAssociationMutation();
  const checkCode = useActivationCodeCheck();
  const wizard = useWizard<CreateAssociationValues, Step>({
    initialValues: INITIAL_VALUES,
    stepsOf,
    stepFields: STEP_FIELDS,
    validateStep,
    // a mistyped code is refused on its own step (issue 18)
    checkStep: async (current, values) => {
      if (current !== 'code') return {};
      const problem = await checkCode(values.activationCode);
      return problem ? { activationCode: problem } : {};
    },
    submit: async (values) => {
      const created = await create(toInput(values));
      showToast(t('create_association.success'), 'success');
      // its dashboard, where the first steps wait (issue 18), rather than the volunteer Home
      navigate(`/dashboard/${created.id}`, { replace: true });
    },
    placeOf,
  });
  const { formik, step, index } = wizard;

  return (
    <WizardForm
      wizard={wizard}
      title={t(STEP_TITLES[step])}
      total={STEPS.length}
      progressLabel={t('create_association.progress_label')}
      submitLabel={wizard.isLast ? t('create_association.submit') : t('common.next')}
      onBack={() => {
        if (index === 0) navigate('/settings');
        else wizard.goTo(index - 1);
      }}
    >
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
          error={fieldError(formik, 'topicIds')}
        />
      )}
    </WizardForm>
  );
}
