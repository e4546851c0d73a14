import type { TFunction } from 'i18next';

/**
 * The role of spec §4 (Amministratore / Socio / Volontario / Amministratore e Socio), written so
 * it fits anyone (issue 31, docs/italian-texts.md): "Amministrazione", "Socio o socia",
 * "Volontario o volontaria", "Amministrazione e socio o socia".
 */
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
