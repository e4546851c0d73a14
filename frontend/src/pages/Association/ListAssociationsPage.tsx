import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useScreenQuery } from '../../app/screenQuery';
import { PageHeading } from '../../components/PageTitle';
import { FILTER_OF_TYPE, listTypeOf } from '../../features/associations/associationFilter';
import { AssociationList } from '../../features/associations/AssociationList';
import { listAssociationsScreen } from './listAssociationsScreen';

/** /list-associations(?type=follow|volunteer): one request for the shell and the first page. */
export function ListAssociationsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = listTypeOf(params.get('type'));
  const result = useScreenQuery(listAssociationsScreen);
  return (
    <>
      <PageHeading>{t(`list_associations.title_${type}`)}</PageHeading>
      <AssociationList
        key={type}
        filter={FILTER_OF_TYPE[type]}
        firstPage={{
          connection: result.data?.associations,
          loading: result.loading,
          networkStatus: result.networkStatus,
          fetchMore: result.fetchMore,
        }}
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
