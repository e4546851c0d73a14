import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useScreenQuery } from '../../app/screenQuery';
import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { CheckInView } from '../../features/attendance/CheckInView';
import { checkInScreen } from './checkInScreen';

/** /check-in/{shift}?code=…: the QR code's page (issue 22), one request for the shift. */
export function CheckInPage() {
  const { t } = useTranslation();
  const shiftId = useIdParam('idShift');
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || undefined;
  const { data, loading, error, refetch } = useScreenQuery(checkInScreen);
  if (shiftId === undefined) {
    return (
      <Card>
        <EmptyState title={t('check_in.not_found')} />
      </Card>
    );
  }
  return (
    <CheckInView
      key={`${shiftId}:${code ?? ''}`}
      shiftId={shiftId}
      code={code}
      shift={data?.shift}
      loading={loading}
      error={error}
      refetch={() => refetch()}
    />
  );
}
