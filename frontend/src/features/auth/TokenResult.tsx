import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { theme } from '../../app/theme';

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.textMuted};
`;

type Outcome = { state: 'loading' } | { state: 'success' } | { state: 'error' };

export interface TokenResultTexts {
  successTitle: string;
  successSubtitle: string;
  errorTitle: string;
  errorSubtitle: string;
}

export interface TokenResultProps {
  token: string | undefined;
  /** Sends the token once; resolves on success, rejects on failure */
  run: (token: string) => Promise<unknown>;
  texts: TokenResultTexts;
}

/**
 * Consumes a one-time mailed token when the page opens and shows success, or the error title
 * and subtitle of spec §2, with the login button.
 */
export function TokenResult({ token, run, texts }: TokenResultProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ state: token ? 'loading' : 'error' });
  // A token works once: StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) return;
    run(token).then(
      () => setOutcome({ state: 'success' }),
      () => setOutcome({ state: 'error' }),
    );
  }, [token, run]);

  if (outcome.state === 'loading') return <Loading />;
  const success = outcome.state === 'success';
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{success ? texts.successTitle : texts.errorTitle}</PageHeading>
        <Subtitle role={success ? 'status' : 'alert'}>
          {success ? texts.successSubtitle : texts.errorSubtitle}
        </Subtitle>
        <ButtonLink to="/login" fullWidth>
          {t('common.go_to_login')}
        </ButtonLink>
      </Card>
    </NarrowColumn>
  );
}
