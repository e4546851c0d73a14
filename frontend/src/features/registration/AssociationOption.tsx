import styled from 'styled-components';
import { AssociationLogo } from '../associations/AssociationLogo';
import type { AssociationSummaryCardFragment } from '../../gql/graphql';
import { theme } from '../../app/theme';

const Row = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${theme.radius.medium};
  border: 1px solid ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ $checked }) => ($checked ? theme.colors.primaryLight : theme.colors.surface)};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    accent-color: ${theme.colors.primary};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

export interface AssociationOptionProps {
  association: AssociationSummaryCardFragment;
  checked: boolean;
  onToggle: () => void;
}

/** One association card with a checkbox (choose whom to follow). */
export function AssociationOption({ association, checked, onToggle }: AssociationOptionProps) {
  return (
    <Row $checked={checked}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <AssociationLogo src={association.imageUrl} alt="" size={44} />
      <Text>
        <strong>{association.name}</strong>
        <small>{association.address}</small>
      </Text>
    </Row>
  );
}
