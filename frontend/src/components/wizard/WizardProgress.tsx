import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../app/theme';

const Wrapper = styled.div`
  margin-bottom: 20px;
`;

const Label = styled.p`
  margin: 0 0 6px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.primaryLight};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${theme.colors.primary};
  transition: width 300ms ease;
`;

export interface WizardProgressProps {
  step: number;
  total: number;
  /** Accessible name of the bar; the registration's by default */
  label?: string;
  /** What it says ("Passo {{step}} di {{total}}" by default) */
  text?: string;
}

export function WizardProgress({ step, total, label, text: given }: WizardProgressProps) {
  const { t } = useTranslation();
  const text = given ?? t('registration.progress', { step, total });
  return (
    <Wrapper>
      <Label aria-hidden="true">{text}</Label>
      <Track
        role="progressbar"
        aria-label={label ?? t('registration.progress_label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
      >
        <Fill $percent={Math.round((step / total) * 100)} />
      </Track>
    </Wrapper>
  );
}
