import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../app/screenQuery';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { Loading } from '../../components/Spinner';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { RegisterManager } from '../../features/register/RegisterManager';
import { registerScreen } from './dashboardScreens';

/** /dashboard/{id}/register, the register of volunteers (issue 23), in one request. */
export function RegisterPage() {
  const { t } = useTranslation();
  const associationId = useAssociationIdParam();
  const { data, loading, error, refetch } = useScreenQuery(registerScreen);
  if (associationId === undefined) return <AssociationNotFound />;
  if (!data?.volunteerRegister) {
    if (loading && !error) return <Loading />;
    if (data?.association === null) return <AssociationNotFound />;
    return (
      <LoadErrorCard
        title={t('register.load_error')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <RegisterManager
      key={associationId}
      associationId={associationId}
      name={data.association?.name}
      fiscalCodeMissing={data.association?.fiscalCode === null}
      entries={data.volunteerRegister}
      verification={data.registerVerification}
      candidates={data.registerCandidates}
      proposals={data.registerCorrectionProposals}
    />
  );
}
