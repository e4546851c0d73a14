import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { InvitationView } from '../../features/invitation/InvitationView';

/** Public invitation page: its own header and footer, no app shell. */
export function InvitationVolunteerPage() {
  const associationId = useAssociationIdParam();
  return <InvitationView associationId={associationId} />;
}
