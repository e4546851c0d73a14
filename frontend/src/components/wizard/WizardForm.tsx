import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { FormActions } from '../PageTitle';
import type { Wizard } from './useWizard';
import { WizardProgress } from './WizardProgress';
import { UntilHydrated } from '../form/UntilHydrated';
import { theme } from '../../app/theme';

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
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/** What the frame needs of a wizard, whatever its values and steps. */
type WizardFrame = Pick<Wizard<object, string>, 'index' | 'next' | 'headingRef' | 'busy'> & {
  formik: { isSubmitting: boolean };
};

export interface WizardFormProps {
  wizard: WizardFrame;
  /** The current step's title */
  title: string;
  /** Steps in all, for the progress bar */
  total: number;
  /**
   * The bar's own count when it is not "step `index + 1` of `total`" (a wizard counting its
   * parts separately, as the registration's association part)
   */
  progress?: { step: number; total: number; text: string };
  /** Accessible name of the progress bar; the registration's by default */
  progressLabel?: string;
  submitLabel: string;
  /** Back from this step; none shows no back link */
  onBack?: () => void;
  /** Above the progress bar */
  header?: React.ReactNode;
  /** Below the actions */
  footer?: React.ReactNode;
  children: React.ReactNode;
}

/** The frame of a wizard: progress, the step's focusable title, its fields, back and next. */
export function WizardForm({
  wizard,
  title,
  total,
  progress,
  progressLabel,
  submitLabel,
  onBack,
  header,
  footer,
  children,
}: WizardFormProps) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void wizard.next();
      }}
    >
      <UntilHydrated>
        {header}
        <WizardProgress
          step={progress?.step ?? wizard.index + 1}
          total={progress?.total ?? total}
          text={progress?.text}
          label={progressLabel}
        />
        <StepHeading ref={wizard.headingRef} tabIndex={-1}>
          {title}
        </StepHeading>
        {children}
        <FormActions>
          {onBack ? (
            <BackLink type="button" onClick={onBack}>
              {t('common.back')}
            </BackLink>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            disabled={wizard.formik.isSubmitting || wizard.busy}
            aria-busy={wizard.formik.isSubmitting || wizard.busy}
          >
            {submitLabel}
          </Button>
        </FormActions>
        {footer}
      </UntilHydrated>
    </form>
  );
}
