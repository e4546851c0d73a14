import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../app/theme';
import type { RegisterVerificationFieldsFragment } from '../../gql/graphql';
import { hashPrefix } from './registerLines';

const Banner = styled.div<{ $valid: boolean }>`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${theme.radius.small};
  border-left: 4px solid ${({ $valid }) => ($valid ? theme.colors.success : theme.colors.error)};
  background: ${({ $valid }) => ($valid ? theme.colors.successLight : theme.colors.errorLight)};

  strong {
    display: block;
    color: ${({ $valid }) => ($valid ? theme.colors.success : theme.colors.error)};
  }
  p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
  code {
    font-size: 0.95em;
  }
`;

/**
 * "Registro integro", or what is broken (issue 23): the server recomputes the hash chain of the
 * association's entries on every visit (`registerVerification`); a row changed behind the
 * application's back shows here, with the first entry that does not hold.
 */
export function IntegrityBanner({ check }: { check: RegisterVerificationFieldsFragment }) {
  const { t } = useTranslation();
  if (check.valid) {
    return (
      <Banner $valid role="status">
        <strong>{t('register.integrity_ok')}</strong>
        <p>
          {check.entries === 0
            ? t('register.integrity_ok_empty')
            : t('register.integrity_ok_text', {
                count: check.entries,
                hash: hashPrefix(check.lastHash),
              })}
        </p>
      </Banner>
    );
  }
  const sequence = check.firstBrokenSequence ?? check.firstBrokenEntry ?? '?';
  return (
    <Banner $valid={false} role="alert">
      <strong>{t('register.integrity_broken', { sequence })}</strong>
      {check.reason && <p>{t(`register.integrity_reason_${check.reason}`, { sequence })}</p>}
      <p>{t('register.integrity_broken_text')}</p>
    </Banner>
  );
}
