import type { TFunction } from 'i18next';

/** Amministratore / Socio / Volontario / Amministratore e Socio (spec §4). */
export function roleLabel(
  t: TFunction,
  volunteer: { isAdmin: boolean; isMember: boolean },
): string {
  if (volunteer.isAdmin && volunteer.isMember) return t('roles.admin_member');
  if (volunteer.isAdmin) return t('roles.admin');
  if (volunteer.isMember) return t('roles.member');
  return t('roles.volunteer');
}

export function fullName(volunteer: { name: string; surname: string }): string {
  return `${volunteer.name} ${volunteer.surname}`.trim();
}
