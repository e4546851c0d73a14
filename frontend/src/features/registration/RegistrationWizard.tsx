import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { Button } from '../../components/Button';
import { FormActions } from '../../components/PageTitle';
import type { AssociationSummaryCardFragment } from '../../gql/graphql';
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
import { WizardProgress } from './WizardProgress';
import { useRegisterMutation } from './useRegisterMutation';

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

export interface RegistrationWizardProps {
  /** `?id_association=` of an invitation: preselected association to follow */
  preselectedAssociationId?: number;
}

/** Registration wizard of spec §2: 3 common steps, then administrator (4–7) or volunteer (4). */
export function RegistrationWizard({ preselectedAssociationId }: RegistrationWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const [stepNumber, setStepNumber] = useState(1);
  const [chosen, setChosen] = useState<Record<number, AssociationSummaryCardFragment>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  const formik = useFormik<RegistrationValues>({
    initialValues: initialRegistrationValues(preselectedAssociationId),
    validate: (values) => validateStep(currentStep(values), values),
    validateOnMount: false,
    onSubmit: async (values, helpers) => {
      try {
        const result = await register(toRegisterInput(values));
        navigate('/send-mail-confirm-registration', { state: { email: result.email } });
      } catch (error) {
        const formError = serverFormError(error);
        if (!formError) return;
        const field = formFieldOf(formError.field);
        const step = field ? stepOfField(field, values.path) : undefined;
        if (field && step) {
          setStepNumber(stepsFor(values.path).indexOf(step) + 1);
          helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, formError.text);
        } else {
          showToast(formError.text, 'error');
        }
      }
    },
  });

  const steps = stepsFor(formik.values.path);
  const total = formik.values.path ? steps.length : DEFAULT_TOTAL;
  const step = steps[Math.min(stepNumber, steps.length) - 1];
  const isLast = formik.values.path !== '' && stepNumber === steps.length;

  function currentStep(values: RegistrationValues): StepId {
    const list = stepsFor(values.path);
    return list[Math.min(stepNumber, list.length) - 1];
  }

  // Move focus to the new step's title so keyboard and screen reader users follow along.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [stepNumber]);

  const goTo = (next: number) => {
    movedRef.current = true;
    formik.setErrors({});
    setStepNumber(Math.max(1, next));
  };

  const next = async () => {
    const touched: FormikTouched<RegistrationValues> = { ...formik.touched };
    STEP_FIELDS[step].forEach((field) => {
      touched[field] = true as never;
    });
    await formik.setTouched(touched, false);
    const errors: FormikErrors<RegistrationValues> = validateStep(step, formik.values);
    formik.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (isLast) {
      await formik.submitForm();
    } else {
      goTo(stepNumber + 1);
    }
  };

  const onPreselectedLoaded = useCallback((association: AssociationSummaryCardFragment) => {
    setChosen((current) => ({ ...current, [association.id]: association }));
  }, []);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      {preselectedAssociationId !== undefined && (
        <InvitingAssociation id={preselectedAssociationId} onLoaded={onPreselectedLoaded} />
      )}
      <WizardProgress step={stepNumber} total={total} />
      <StepHeading ref={headingRef} tabIndex={-1}>
        {t(STEP_TITLES[step])}
      </StepHeading>

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

      <FormActions>
        {stepNumber > 1 ? (
          <BackLink type="button" onClick={() => goTo(stepNumber - 1)}>
            {t('common.back')}
          </BackLink>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={formik.isSubmitting}>
          {isLast ? t('registration.submit') : t('common.next')}
        </Button>
      </FormActions>
      {stepNumber === 1 && (
        <LoginHint>
          {t('registration.have_account')} <Link to="/login">{t('registration.login')}</Link>
        </LoginHint>
      )}
    </form>
  );
}
