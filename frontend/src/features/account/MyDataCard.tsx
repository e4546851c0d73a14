import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatIsoDate } from '../../app/dates';
import { theme } from '../../app/theme';
import { useApiDownload } from '../../app/useApiDownload';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import type { RegisterHolderFieldsFragment } from '../../gql/graphql';

const Hint = styled.p`
  margin: 4px 0 12px;
  color: ${theme.colors.textMuted};
`;

const Holders = styled.ul`
  margin: 0 0 8px;
  padding-left: 20px;

  li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

const Part = styled.div`
  & + & {
    margin-top: 16px;
    padding-top: 16px;
    border-top: 1px solid ${theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Status = styled.p`
  margin: 12px 0 0;
  font-weight: 600;
`;

const EXPORT_PATH = '/api/user/export';
/** The same contents as a readable PDF in Italian (issue 31). */
const EXPORT_PDF_PATH = '/api/user/export?format=pdf';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * "I tuoi dati" in /settings (issue 23): the associations whose register of volunteers holds
 * the person (kept even after an account deletion, so it is said here first), and "Scarica i miei
 * dati", the JSON of everything Insieme holds about them (GET /api/user/export with the bearer:
 * a 200 is saved at once; a 202 means the file is being built and its link will come by mail),
 * or the same as a PDF in Italian (issue 31; when it is built by a job, the mailed link is JSON).
 */
export function MyDataCard({
  holders,
}: {
  /** From the screen's request; undefined while it is on its way */
  holders: readonly RegisterHolderFieldsFragment[] | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { download, running } = useApiDownload();
  const [accepted, setAccepted] = useState(false);

  const exportData = async (path: string, filename: string) => {
    const outcome = await download(path, filename);
    if (outcome === 'saved') showToast(t('my_data.export_saved'), 'success');
    if (outcome === 'accepted') setAccepted(true);
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('my_data.title')}</h2>
      <Part>
        <h3>{t('my_data.registers_title')}</h3>
        {holders !== undefined &&
          (holders.length === 0 ? (
            <Hint>{t('my_data.registers_none')}</Hint>
          ) : (
            <>
              <Hint>{t('my_data.registers_intro')}</Hint>
              <Holders>
                {holders.map((holder) => (
                  <li key={holder.associationId}>
                    <strong>{holder.associationName}</strong>{' '}
                    <small>
                      {holder.current || !holder.until
                        ? t('my_data.holder_current', { since: formatIsoDate(holder.since) })
                        : t('my_data.holder_ended', {
                            since: formatIsoDate(holder.since),
                            until: formatIsoDate(holder.until),
                          })}
                    </small>
                  </li>
                ))}
              </Holders>
              <Hint>{t('my_data.registers_kept')}</Hint>
            </>
          ))}
        <ButtonLink to="/settings/edit-user" variant="text">
          {t('my_data.register_data')}
        </ButtonLink>
      </Part>
      <Part>
        <h3>{t('my_data.export')}</h3>
        <Hint id={`${id}-export`}>{t('my_data.export_hint')}</Hint>
        <Actions>
          <Button
            variant="secondary"
            aria-describedby={`${id}-export`}
            disabled={running === EXPORT_PATH}
            aria-busy={running === EXPORT_PATH}
            onClick={() => void exportData(EXPORT_PATH, 'insieme-i-miei-dati.json')}
          >
            {t('my_data.export')}
          </Button>
          <Button
            variant="secondary"
            aria-describedby={`${id}-export`}
            disabled={running === EXPORT_PDF_PATH}
            aria-busy={running === EXPORT_PDF_PATH}
            onClick={() => void exportData(EXPORT_PDF_PATH, 'insieme-i-miei-dati.pdf')}
          >
            {t('my_data.export_pdf')}
          </Button>
        </Actions>
        {accepted && <Status role="status">{t('my_data.export_accepted')}</Status>}
      </Part>
    </Card>
  );
}
