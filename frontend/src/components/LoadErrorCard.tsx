import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';

export interface LoadErrorCardProps {
  /** what could not be read, e.g. "Impossibile caricare il registro" */
  title: string;
  onRetry: () => void;
}

/** A screen whose data could not be read: what failed, and "Riprova". */
export function LoadErrorCard({ title, onRetry }: LoadErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        title={title}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('events.retry')}
          </Button>
        }
      />
    </Card>
  );
}
