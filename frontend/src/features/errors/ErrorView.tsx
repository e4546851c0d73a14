import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { DocumentTitle } from '../../layout/DocumentTitle';
import { theme } from '../../app/theme';

const Wrapper = styled.main`
  min-height: 70vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 32px 16px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Status = styled.p`
  font-size: 3rem;
  font-weight: 800;
  color: ${theme.colors.primary} !important;
  line-height: 1;
`;

export interface ErrorViewProps {
  status?: number;
  message: string;
}

/** 'Oops! Qualcosa è andato storto', the status text or message, and the way home (spec §2). */
export function ErrorView({ status, message }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <DocumentTitle title={t('error_page.title')} />
      {status !== undefined && <Status aria-hidden="true">{status}</Status>}
      <h1>{t('error_page.title')}</h1>
      <p>
        <i>{message}</i>
      </p>
      <ButtonLink to="/">{t('error_page.home')}</ButtonLink>
    </Wrapper>
  );
}
