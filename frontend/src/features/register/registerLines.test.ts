import { registerEntry } from '../../test/registerFixtures';
import { registerSections } from './registerLines';

const ids = (lines: { current: { id: number }; earlier: { id: number }[] }[]) =>
  lines.map((line) => [line.current.id, ...line.earlier.map((entry) => entry.id)]);

describe('registerSections', () => {
  it('groups each line under its current entry, newest earlier entry first, in the order lines were opened', () => {
    const entries = [
      registerEntry(1, { supersededBy: 3 }),
      registerEntry(2, { section: 'OCCASIONAL' }),
      registerEntry(3, { kind: 'CORRECTION', corrects: 1, supersededBy: 4 }),
      registerEntry(4, { kind: 'END', corrects: 3, endDate: '2026-04-01' }),
      registerEntry(5),
    ];
    const sections = registerSections(entries);
    expect(ids(sections.REGULAR)).toEqual([[4, 3, 1], [5]]);
    expect(ids(sections.OCCASIONAL)).toEqual([[2]]);
  });

  it('puts a line in the section of its current entry (a correction may move it)', () => {
    const sections = registerSections([
      registerEntry(1, { supersededBy: 2 }),
      registerEntry(2, { kind: 'CORRECTION', corrects: 1, section: 'OCCASIONAL' }),
    ]);
    expect(ids(sections.REGULAR)).toEqual([]);
    expect(ids(sections.OCCASIONAL)).toEqual([[2, 1]]);
  });

  it('leaves nothing out when the chain was broken behind the application (an entry superseded by a missing one)', () => {
    const sections = registerSections([
      registerEntry(1, { supersededBy: 9 }),
      registerEntry(2, { supersededBy: 3 }),
      registerEntry(3, { kind: 'CORRECTION', corrects: 2, supersededBy: 8 }),
      registerEntry(4),
    ]);
    expect(ids(sections.REGULAR)).toEqual([[1], [3, 2], [4]]);
  });
});
