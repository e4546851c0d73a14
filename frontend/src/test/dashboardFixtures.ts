import { counters } from './associationFixtures';
import { shellData } from './shellFixtures';

/** The shell's part of an administrator's screen query (`...ShellData`). */
export const adminShellData = () => shellData({ isAdmin: true });

/** The guard's part of a dashboard screen's query (`...DashboardGuardData`). */
export function guardData(id = 2, iAmAdmin = true) {
  return { association: { __typename: 'Association' as const, id, iAmAdmin } };
}

/** The head of a dashboard list (`...DashboardHeader`): the name and the tabs' counters. */
export function dashboardHeader(
  id = 2,
  name = 'Croce Verde',
  values: Record<string, unknown> = {},
) {
  return {
    associationDashboard: {
      __typename: 'AssociationDashboard' as const,
      associationId: id,
      association: { __typename: 'Association' as const, id, name },
      counters: counters({ associationId: id, ...values }),
    },
  };
}
