/** The shell's part of every screen query's answer (layout/shell.graphql `...ShellData`). */
export function shellData(overrides: { unreadNotificationCount?: number; isAdmin?: boolean } = {}) {
  return {
    unreadNotificationCount: overrides.unreadNotificationCount ?? 0,
    me: {
      __typename: 'User' as const,
      id: 1,
      name: 'Anna',
      surname: 'Rossi',
      imageUrl: null as string | null,
      isAdmin: overrides.isAdmin ?? false,
    },
  };
}
