/** The shell's part of every screen's answer (`...ShellData`, layout/shell.graphql). */
export function shellData(overrides: { unreadNotificationCount?: number } = {}) {
  return {
    unreadNotificationCount: 0,
    me: {
      __typename: 'User' as const,
      id: 1,
      name: 'Anna',
      surname: 'Rossi',
      imageUrl: null as string | null,
      isAdmin: false,
    },
    ...overrides,
  };
}
