import type { RegisterEntryFieldsFragment, RegisterSection } from '../../gql/graphql';

export type RegisterEntry = RegisterEntryFieldsFragment;

/**
 * One person's line of the register: its current entry (the one nothing supersedes) and the
 * entries it replaced (an end, a correction supersedes the entry before it), newest first. The
 * register itself is append-only (issue 23): the screen groups its entries, it never hides one.
 */
export interface RegisterLine {
  current: RegisterEntry;
  /** Superseded entries of the line, newest first */
  earlier: RegisterEntry[];
  /** The number of the entry that opened the line: the order of the register */
  openedAt: number;
}

export type RegisterSections = Record<RegisterSection, RegisterLine[]>;

/**
 * The register's entries as lines, in the two sections of the law ("volontari non occasionali",
 * "volontari occasionali"; a line is in the section of its current entry), each in the order the
 * lines were opened. An entry no current one leads back to (a chain broken behind the
 * application's back) is shown as a line of its own, so nothing the register holds is left out.
 */
export function registerSections(entries: readonly RegisterEntry[]): RegisterSections {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const placed = new Set<number>();
  const lines: RegisterLine[] = [];
  const lineOf = (current: RegisterEntry): RegisterLine => {
    placed.add(current.id);
    const earlier: RegisterEntry[] = [];
    let previous = current.corrects === null ? undefined : byId.get(current.corrects);
    while (previous && !placed.has(previous.id)) {
      placed.add(previous.id);
      earlier.push(previous);
      previous = previous.corrects === null ? undefined : byId.get(previous.corrects);
    }
    const first = earlier.length ? earlier[earlier.length - 1] : current;
    return { current, earlier, openedAt: first.sequence };
  };
  for (const entry of entries) if (entry.supersededBy === null) lines.push(lineOf(entry));
  // newest first, so an orphan's own predecessors join it rather than standing alone
  const rest = entries.filter((entry) => !placed.has(entry.id));
  for (const entry of [...rest].sort((a, b) => b.sequence - a.sequence))
    if (!placed.has(entry.id)) lines.push(lineOf(entry));
  lines.sort((a, b) => a.openedAt - b.openedAt || a.current.sequence - b.current.sequence);
  return {
    REGULAR: lines.filter((line) => line.current.section === 'REGULAR'),
    OCCASIONAL: lines.filter((line) => line.current.section === 'OCCASIONAL'),
  };
}

/** The first characters of a SHA-256, enough to compare with the printed register. */
export const hashPrefix = (hash: string): string => hash.slice(0, 12);

/** The number (in the register) of the entry `id`, when the screen has it. */
export function sequenceOf(entries: readonly RegisterEntry[], id: number | null): number | null {
  if (id === null) return null;
  return entries.find((entry) => entry.id === id)?.sequence ?? null;
}

export const fullName = (person: { name: string; surname: string }): string =>
  `${person.name} ${person.surname}`;
