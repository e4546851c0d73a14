import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import {
  RegistrationAssociationsDocument,
  type AssociationSummaryCardFragment,
} from '../../../gql/graphql';
import { AssociationOption } from '../AssociationOption';
import { useDebouncedValue } from '../../../app/useDebouncedValue';
import { EventTypesStep } from './EventTypesStep';
import type { StepProps } from './stepProps';

const List = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 8px;
  max-height: 360px;
  overflow-y: auto;
`;

const Section = styled.section`
  margin-bottom: 16px;

  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
`;

export interface FollowStepProps extends StepProps {
  /** Associations already chosen (kept visible when the search no longer lists them) */
  chosen: Readonly<Record<number, AssociationSummaryCardFragment>>;
  onChosenChange: (next: Record<number, AssociationSummaryCardFragment>) => void;
}

/** Volunteer step 4: associations to follow (searchable, multiple) and event types. */
export function FollowStep({ formik, chosen, onChosenChange }: FollowStepProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const { data, loading } = useQuery(RegistrationAssociationsDocument, {
    variables: { search: debounced || null },
    context: { toastErrors: true },
  });

  const selectedIds = formik.values.followAssociationIds;
  const toggle = (association: AssociationSummaryCardFragment) => {
    const isSelected = selectedIds.includes(association.id);
    const nextIds = isSelected
      ? selectedIds.filter((id) => id !== association.id)
      : [...selectedIds, association.id];
    const nextChosen = { ...chosen };
    if (isSelected) delete nextChosen[association.id];
    else nextChosen[association.id] = association;
    onChosenChange(nextChosen);
    void formik.setFieldValue('followAssociationIds', nextIds);
  };

  const results = data?.registrationAssociations ?? [];
  const selectedNotListed = selectedIds
    .map((id) => chosen[id])
    .filter(
      (association): association is AssociationSummaryCardFragment =>
        association !== undefined && !results.some((result) => result.id === association.id),
    );

  return (
    <>
      <Section aria-labelledby="follow-heading">
        <h3 id="follow-heading">{t('registration.follow_title')}</h3>
        <p>{t('registration.follow_hint')}</p>
        <TextField
          label={t('registration.search_association')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {selectedNotListed.length > 0 && (
          <List aria-label={t('registration.selected_associations')}>
            {selectedNotListed.map((association) => (
              <li key={association.id}>
                <AssociationOption
                  association={association}
                  checked
                  onToggle={() => toggle(association)}
                />
              </li>
            ))}
          </List>
        )}
        {loading && !data ? (
          <Loading />
        ) : results.length === 0 ? (
          <EmptyState title={t('registration.no_associations')} />
        ) : (
          <List aria-label={t('registration.associations_found')}>
            {results.map((association) => (
              <li key={association.id}>
                <AssociationOption
                  association={association}
                  checked={selectedIds.includes(association.id)}
                  onToggle={() => toggle(association)}
                />
              </li>
            ))}
          </List>
        )}
      </Section>
      <EventTypesStep formik={formik} />
    </>
  );
}
