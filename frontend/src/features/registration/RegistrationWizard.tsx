import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useWizard } from '../../components/wizard/useWizard';
import { WizardForm } from '../../components/wizard/WizardForm';
import type { AssociationSummaryCardFragment } from '../../gql/graphql';
import { useActivationCodeCheck } from '../associations/useActivationCodeCheck';
import { InvitingAssociation } from './InvitingAssociation';
import {
  STEP_FIELDS,
  formFieldOf,
  initialRegistrationValues,
  stepOfField,
  stepsFor,
  toRegisterInput,
  validateStep,
  type RegistrationValues,
  type StepId,
} from './registrationModel';
import { AccountStep } from './steps/AccountStep';
import { ActivationCodeStep } from './steps/ActivationCodeStep';
import { AssociationDataStep } from './steps/AssociationDataStep';
import { EventTypesStep } from './steps/EventTypesStep';
import { FollowStep } from './steps/FollowStep';
import { PathStep } from './steps/PathStep';
import { PersonalStep } from './steps/PersonalStep';
import { TopicsStep } from './steps/TopicsStep';
import { useRegisterMutation } from './useRegisterMutation';

const LoginHint = styled.p`
  margin: 20px 0 0;
  text-align: center;
`;

const STEP_TITLES: Record<StepId, string> = {
  account: 'registration.step_account',
  personal: 'registration.step_personal',
  path: 'registration.step_path',
  activationCode: 'registration.step_activation_code',
  associationData: 'registration.step_association_data',
  topics: 'registration.step_topics',
  eventTypes: 'registration.step_event_types',
  follow: 'registration.step_follow',
};

/** Before the path is chosen the volunteer path (the shorter one) sets the step count. */
const DEFAULT_TOTAL = stepsFor('volunteer').length;
/** The account's steps, the same on both paths: its data, about the person, the role, and the last one (follow, or the activation code). */
const ACCOUNT_STEPS = DEFAULT_TOTAL;

const stepsOf = (values: RegistrationValues) => stepsFor(values.path);
const pathChosen = (values: RegistrationValues) => values.path !== '';

function placeOf(serverField: string | undefined, values: RegistrationValues) {
  const field = formFieldOf(serverField);
  const step = field ? stepOfField(field, values.path) : undefined;
  return field && step ? { step, field } : undefined;
}

export interface RegistrationWizardProps {
  /** `?id_association=` of an invitation: preselected association to follow */
  preselectedAssociationId?: number;
}

/** Registration wizard of spec §2: 3 common steps, then administrator (4–7) or volunteer (4). */
export function RegistrationWizard({ preselectedAssociationId }: RegistrationWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const [chosen, setChosen] = useState<Record<number, AssociationSummaryCardFragment>>({});
  const checkCode = useActivationCodeCheck();

  const wizard = useWizard<RegistrationValues, StepId>({
    initialValues: initialRegistrationValues(preselectedAssociationId),
    stepsOf,
    stepFields: STEP_FIELDS,
    validateStep,
    stepsKnown: pathChosen,
    // a mistyped code is refused on step 4, not after steps 5–7 (issue 18)
    checkStep: async (current, values) => {
      if (current !== 'activationCode') return {};
      const problem = await checkCode(values.activationCode);
      return problem ? { activationCode: problem } : {};
    },
    submit: async (values) => {
      const result = await register(toRegisterInput(values));
      navigate('/send-mail-confirm-registration', { state: { email: result.email } });
    },
    placeOf,
  });
  const { formik, step, index } = wizard;

  const onPreselectedLoaded = useCallback((association: AssociationSummaryCardFragment) => {
    setChosen((current) => ({ ...current, [association.id]: association }));
  }, []);

  // One count (issue 31): the account is four steps on either path ("Passo 2 di 4" throughout);
  // an administrator's association is its own part after it ("Associazione: passo 1 di 3"),
  // rather than "di 4" turning into "di 7" once the path is chosen.
  const inAssociationPart = index >= ACCOUNT_STEPS;
  const associationTotal = stepsOf(formik.values).length - ACCOUNT_STEPS;
  const progress = inAssociationPart
    ? {
        step: index - ACCOUNT_STEPS + 1,
        total: associationTotal,
        text: t('registration.progress_association', {
          step: index - ACCOUNT_STEPS + 1,
          total: associationTotal,
        }),
      }
    : {
        step: index + 1,
        total: ACCOUNT_STEPS,
        text: t('registration.progress', { step: index + 1, total: ACCOUNT_STEPS }),
      };

  return (
    <WizardForm
      wizard={wizard}
      title={t(STEP_TITLES[step])}
      total={pathChosen(formik.values) ? stepsOf(formik.values).length : DEFAULT_TOTAL}
      progress={progress}
      submitLabel={wizard.isLast ? t('registration.submit') : t('common.next')}
      onBack={index > 0 ? () => wizard.goTo(index - 1) : undefined}
      header={
        preselectedAssociationId !== undefined && (
          <InvitingAssociation id={preselectedAssociationId} onLoaded={onPreselectedLoaded} />
        )
      }
      footer={
        index === 0 && (
          <LoginHint>
            {t('registration.have_account')} <Link to="/login">{t('registration.login')}</Link>
          </LoginHint>
        )
      }
    >
      {step === 'account' && <AccountStep formik={formik} />}
      {step === 'personal' && <PersonalStep formik={formik} />}
      {step === 'path' && <PathStep formik={formik} />}
      {step === 'activationCode' && <ActivationCodeStep formik={formik} />}
      {step === 'associationData' && <AssociationDataStep formik={formik} />}
      {step === 'topics' && <TopicsStep formik={formik} />}
      {step === 'eventTypes' && <EventTypesStep formik={formik} />}
      {step === 'follow' && (
        <FollowStep formik={formik} chosen={chosen} onChosenChange={setChosen} />
      )}
    </WizardForm>
  );
}
