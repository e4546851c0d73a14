import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../app/screenQuery';
import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ShiftView } from '../../features/shifts/ShiftView';
import { shiftScreen } from './shiftScreen';

/** The shift page (spec §4): one request for the shift and the viewer's place (shift.graphql). */
export function ShiftPage() {
  const { t } = useTranslation();
  const shiftId = useIdParam('idShift');
  const { data, loading, error, refetch } = useScreenQuery(shiftScreen);
  if (shiftId === undefined) {
    return (
      <Card>
        <EmptyState title={t('shifts.not_found')} />
      </Card>
    );
  }
  return (
    <ShiftView
      key={shiftId}
      shift={data?.shift}
      waitlist={data?.shiftWaitlist ?? undefined}
      loading={loading}
      error={error}
      refetch={() => refetch()}
    />
  );
}
