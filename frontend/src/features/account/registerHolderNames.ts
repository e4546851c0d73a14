import type { RegisterHolderFieldsFragment } from '../../gql/graphql';

/** «A», «B» e «C»: the associations named as the Italian texts name them (docs/italian-texts.md). */
export function holderNames(
  holders: readonly Pick<RegisterHolderFieldsFragment, 'associationName'>[],
): string {
  const names = holders.map((holder) => `«${holder.associationName}»`);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`
    : (names[0] ?? '');
}
