import { useSearchParams } from 'react-router-dom';
import { AssociationNotFound, AssociationView } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';

export function AssociationPage() {
  const associationId = useAssociationIdParam();
  const [params] = useSearchParams();
  if (associationId === undefined) return <AssociationNotFound />;
  return (
    <AssociationView
      key={associationId}
      associationId={associationId}
      preview={params.get('preview') === 'true'}
    />
  );
}
