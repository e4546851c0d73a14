import { counters } from './associationFixtures';

/** The shell's part of every screen query (`...ShellData`): the badge and the header's profile. */
export function shellData() {
  return {
    unreadNotificationCount: 0,
    me: {
      __typename: 'User' as const,
      id: 1,
      name: 'Anna',
      surname: 'Rossi',
      imageUrl: null,
      isAdmin: true,
    },
  };
}

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
