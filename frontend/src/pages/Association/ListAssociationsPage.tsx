import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageTitle';
import { FILTER_OF_TYPE, listTypeOf } from '../../features/associations/associationFilter';
import { AssociationList } from '../../features/associations/AssociationList';

export function ListAssociationsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = listTypeOf(params.get('type'));
  return (
    <>
      <PageHeading>{t(`list_associations.title_${type}`)}</PageHeading>
      <AssociationList
        key={type}
        filter={FILTER_OF_TYPE[type]}
        emptyTitle={t(`list_associations.empty_${type}`)}
        emptyDescription={t(`list_associations.empty_${type}_text`)}
        emptyAction={
          type === 'all'
            ? undefined
            : { to: '/list-associations', label: t('list_associations.browse_all') }
        }
      />
    </>
  );
}
