import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../app/screenQuery';
import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { AttendanceView } from '../../features/attendance/AttendanceView';
import { attendanceScreen } from './dashboardScreens';

/** /dashboard/{id}/attendance/{idShift}: "Presenze" of one shift (issue 22). */
export function AttendancePage() {
  const { t } = useTranslation();
  const associationId = useAssociationIdParam();
  const shiftId = useIdParam('idShift');
  const { data, loading, error, refetch } = useScreenQuery(attendanceScreen);
  if (associationId === undefined) return <AssociationNotFound />;
  if (shiftId === undefined) {
    return (
      <Card>
        <EmptyState title={t('attendance.not_found')} />
      </Card>
    );
  }
  return (
    <AttendanceView
      key={`${associationId}:${shiftId}`}
      associationId={associationId}
      shiftId={shiftId}
      data={data}
      loading={loading}
      error={error}
      refetch={() => refetch()}
    />
  );
}
