import { NarrowColumn } from '../../components/Card';
import { SessionsCard } from '../../features/sessions/SessionsCard';

/** /settings/sessions: the devices signed in, ending one or all (docs/sessions.md). */
export function SessionsPage() {
  return (
    <NarrowColumn>
      <SessionsCard />
    </NarrowColumn>
  );
}
