import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import type { VolunteerSummaryFragment } from '../../gql/graphql';
import { fullName, roleLabel } from '../volunteers/roleLabel';
import { theme } from '../../app/theme';

const Block = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 10px 8px;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
  th {
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const Footer = styled.p`
  margin: 12px 0 0;
  text-align: right;
`;

export interface VolunteersPreviewProps {
  associationId: number;
  volunteers: readonly VolunteerSummaryFragment[];
}

/** The first 4 volunteers (wide screens): name, role, phone, e-mail, and the full list. */
export function VolunteersPreview({ associationId, volunteers }: VolunteersPreviewProps) {
  const { t } = useTranslation();
  const listLink = `/dashboard/${associationId}/list-volunteers`;
  return (
    <Block aria-labelledby="dashboard-volunteers-title">
      <h2 id="dashboard-volunteers-title">{t('dashboard.volunteers_title')}</h2>
      {volunteers.length === 0 ? (
        <p>{t('dashboard.no_volunteers')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.col_name')}</th>
              <th scope="col">{t('dashboard.col_role')}</th>
              <th scope="col">{t('dashboard.col_phone')}</th>
              <th scope="col">{t('dashboard.col_email')}</th>
            </tr>
          </thead>
          <tbody>
            {volunteers.map((volunteer) => (
              <tr key={volunteer.id}>
                <td>
                  <Link to={listLink}>{fullName(volunteer)}</Link>
                </td>
                <td>{roleLabel(t, volunteer)}</td>
                <td>
                  <a href={`tel:${volunteer.phone}`}>{volunteer.phone}</a>
                </td>
                <td>
                  <a href={`mailto:${volunteer.email}`}>{volunteer.email}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Footer>
        <Link to={listLink}>{t('dashboard.all_volunteers')}</Link>
      </Footer>
    </Block>
  );
}
