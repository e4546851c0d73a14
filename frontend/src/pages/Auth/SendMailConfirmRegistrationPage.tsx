import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { OpenMailAppButton } from '../../features/registration/OpenMailAppButton';

/** A long address breaks anywhere instead of pushing the page sideways on a phone. */
const Message = styled.p`
  overflow-wrap: anywhere;
`;

function emailFromState(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    return typeof state.email === 'string' ? state.email : undefined;
  }
  return undefined;
}

export function SendMailConfirmRegistrationPage() {
  const { t } = useTranslation();
  const email = emailFromState(useLocation().state);
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('send_mail.title')}</PageHeading>
        <Message>{email ? t('send_mail.body_with_email', { email }) : t('send_mail.body')}</Message>
        <p>{t('send_mail.spam')}</p>
        <OpenMailAppButton />
        <p>
          <Link to="/login">{t('send_mail.go_to_login')}</Link>
        </p>
      </Card>
    </NarrowColumn>
  );
}
