import styled from 'styled-components';
import { theme } from '../app/theme';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 32px 16px;
  text-align: center;
  color: ${theme.colors.textMuted};

  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${theme.colors.text};
  }
  p {
    margin: 0;
  }
`;

export interface EmptyStateProps {
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  icon?: React.ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon}
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </Wrapper>
  );
}
