/**
 * A person's name as it is written. Names in Chinese, Japanese and Korean script are written
 * family name first and without a space (王 + 秀英 → 王秀英): printing them as "given family"
 * with a space, the Western order the forms' two fields suggest, would put on a statement a name
 * its holder never writes (issue 31). Every other script: "name surname", as typed.
 */
const EAST_ASIAN =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;

export function personName(name: string, surname: string): string {
  const [given, family] = [name.trim(), surname.trim()];
  if (EAST_ASIAN.test(given) && EAST_ASIAN.test(family)) return `${family}${given}`;
  return `${given} ${family}`;
}
