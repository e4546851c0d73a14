import styled from 'styled-components';
import { theme } from '../app/theme';

export const PageHeading = styled.h1`
  margin: 0 0 16px;
  font-size: 1.5rem;
  line-height: 1.25;

  ${theme.media.desktop} {
    font-size: 1.75rem;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-top: 8px;
`;

export const FormError = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.errorLight};
  color: ${theme.colors.error};
  font-weight: 600;
`;
