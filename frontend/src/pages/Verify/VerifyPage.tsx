import { useScreenQuery } from '../../app/screenQuery';
import { VerifyStatementView } from '../../features/hours/VerifyStatementView';
import { verifyScreen } from './verifyScreen';

/** /verify/{token}: an hours statement's verification, public (issue 22). */
export function VerifyPage() {
  const { data, loading, error, refetch } = useScreenQuery(verifyScreen);
  return (
    <VerifyStatementView
      statement={data ? data.hoursStatement : undefined}
      loading={loading}
      error={error}
      refetch={() => refetch()}
    />
  );
}
