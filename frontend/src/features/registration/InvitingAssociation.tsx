import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AssociationLogo } from '../associations/AssociationLogo';
import { AssociationCardDocument, type AssociationSummaryCardFragment } from '../../gql/graphql';
import { theme } from '../../app/theme';

const Banner = styled.aside`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 20px;
  padding: 12px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.primaryLight};

  p {
    margin: 0;
  }
`;

export interface InvitingAssociationProps {
  id: number;
  onLoaded: (association: AssociationSummaryCardFragment) => void;
}

/** The association of `?id_association=`, preselected on the volunteer path. */
export function InvitingAssociation({ id, onLoaded }: InvitingAssociationProps) {
  const { t } = useTranslation();
  const { data } = useQuery(AssociationCardDocument, {
    variables: { id },
  });
  const association = data?.associationCard ?? null;

  useEffect(() => {
    if (association) onLoaded(association);
  }, [association, onLoaded]);

  if (!association) return null;
  return (
    <Banner aria-label={t('registration.invited_by_label')}>
      <AssociationLogo src={association.imageUrl} alt="" size={48} />
      <p>{t('registration.invited_by', { name: association.name })}</p>
    </Banner>
  );
}
