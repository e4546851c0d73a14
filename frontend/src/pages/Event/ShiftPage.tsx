import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ShiftView } from '../../features/shifts/ShiftView';

export function ShiftPage() {
  const { t } = useTranslation();
  const shiftId = useIdParam('idShift');
  if (shiftId === undefined) {
    return (
      <Card>
        <EmptyState title={t('shifts.not_found')} />
      </Card>
    );
  }
  return <ShiftView key={shiftId} shiftId={shiftId} />;
}
