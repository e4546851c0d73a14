import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';

const Bar = styled.div<{ $size: 'month' | 'day' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: ${({ $size }) => ($size === 'month' ? 8 : 12)}px;

  h2 {
    margin: 0;
    font-size: ${({ $size }) => ($size === 'month' ? 1.2 : 1.1)}rem;
    text-align: center;
  }
`;

export interface PeriodStepperProps {
  /** The month over the grid, or the day over its events */
  size: 'month' | 'day';
  titleId: string;
  title: React.ReactNode;
  previousLabel: string;
  nextLabel: string;
  onStep: (delta: -1 | 1) => void;
}

/** A period's title between the arrows that go to the one before and after (announced). */
export function PeriodStepper({
  size,
  titleId,
  title,
  previousLabel,
  nextLabel,
  onStep,
}: PeriodStepperProps) {
  return (
    <Bar $size={size}>
      <IconButton
        type="button"
        $tone="primary"
        aria-label={previousLabel}
        onClick={() => onStep(-1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <h2 id={titleId} aria-live="polite">
        {title}
      </h2>
      <IconButton type="button" $tone="primary" aria-label={nextLabel} onClick={() => onStep(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Bar>
  );
}
