import { median, type Sample } from './load';
import type { OverheadProbe } from './overhead';
import type { Screen } from './screens';
import type { SignUpLoadResult } from './sign-ups';

/** The samples of one screen: per phase (GraphQL, REST, SQL floor, HTTP floor), one per round. */
export interface ScreenSamples {
  screen: Screen;
  rounds: Sample[][];
}

const LABELS = ['GraphQL', 'REST', 'SQL floor', 'HTTP floor'];
const SQL_FLOOR = 2;
const HTTP_FLOOR = 3;
/** issue 11: every screen's read ≥ 0.5× its floor's requests/s, through either API */
const API_GOAL = 0.5;
/** issue 11: Home's floor ≥ 1/3 of the event page's */
const HOME_FLOOR_GOAL = 1 / 3;

/** CPU per screen in ms ('' where /proc could not be read or the phase has no process) */
const cpuText = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? '' : `${ms.toFixed(2)}`;
const num = (n: number, width: number, digits = 1) => n.toFixed(digits).padStart(width);
const spread = (values: number[], digits = 2) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/** The cheap requests against the HTTP floor: what the HTTP layer costs before any work. */
export function printOverhead(probes: (OverheadProbe & { sample: Sample })[]): void {
  console.log(
    `\nper-request overhead, same client (CPU: of the process answering, per request)\n` +
      `${'request'.padEnd(36)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'CPU ms'.padStart(9)}`,
  );
  for (const { label, sample } of probes)
    console.log(
      `${label.padEnd(36)}${num(sample.rps, 8, 0)}${num(sample.p50, 9, 2)}${cpuText(sample.serverCpuMs).padStart(9)}`,
    );
  const cpu = (label: string) => probes.find((p) => p.label === label)?.sample.serverCpuMs;
  const server = cpu('/healthz (SELECT 1)');
  const floor = cpu('/healthz · HTTP floor');
  if (server && floor && !Number.isNaN(server) && !Number.isNaN(floor))
    console.log(
      `  → of a /healthz's server CPU, ${(100 * (1 - floor / server)).toFixed(0)} % is the framework ` +
        `and middlewares above the bare floor (${(server - floor).toFixed(2)} ms per request)`,
    );
}

export function printReads(samples: ScreenSamples[]): void {
  console.log(
    `\n${'screen · API'.padEnd(40)}${'screens/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'CPU ms'.padStart(9)}` +
      `   ${'× SQL floor'.padEnd(18)}   × HTTP floor  (screens/s, median (min–max) of the rounds)`,
  );
  const verdicts: string[] = [];
  const floorRps = new Map<string, number[]>();
  for (const { screen, rounds } of samples) {
    const floor = rounds[SQL_FLOOR];
    const httpFloor = rounds[HTTP_FLOOR];
    floorRps.set(
      screen.name,
      floor.map((s) => s.rps),
    );
    rounds.forEach((phase, p) => {
      const rps = median(phase.map((s) => s.rps));
      const ratios = phase.map((s, r) => s.rps / floor[r].rps);
      const httpRatios = phase.map((s, r) => s.rps / httpFloor[r].rps);
      const requests =
        p === 0
          ? screen.requests.graphql
          : p === 1
            ? screen.requests.rest
            : p === HTTP_FLOOR
              ? 1
              : undefined;
      const label = `${screen.name} · ${LABELS[p]}${requests ? ` (${requests} req)` : ''}`;
      console.log(
        `${label.padEnd(40)}${num(rps, 10)}${num(median(phase.map((s) => s.p50)), 9, 2)}${num(median(phase.map((s) => s.p99)), 9, 2)}` +
          `${cpuText(median(phase.map((s) => s.serverCpuMs ?? Number.NaN))).padStart(9)}` +
          `   ${(p === SQL_FLOOR ? 'floor' : spread(ratios)).padEnd(18)}` +
          `   ${p === HTTP_FLOOR ? 'floor' : p === SQL_FLOOR ? '' : spread(httpRatios)}`,
      );
      if (p < SQL_FLOOR) {
        const ok = median(ratios) >= API_GOAL;
        verdicts.push(
          `${ok ? 'met    ' : 'NOT met'}  ${screen.name} · ${LABELS[p]} ≥ ${API_GOAL}× floor: ${median(ratios).toFixed(2)}×` +
            ` (${median(httpRatios).toFixed(2)}× the HTTP floor)`,
        );
      }
    });
    if (screen.note) console.log(`  (${screen.note})`);
    console.log('');
  }
  const home = floorRps.get('Home');
  const event = floorRps.get('event page');
  if (home && event) {
    const ratios = home.map((h, r) => h / event[r]);
    const ok = median(ratios) >= HOME_FLOOR_GOAL;
    verdicts.push(
      `${ok ? 'met    ' : 'NOT met'}  Home floor ≥ 1/3 of the event page floor: ${spread(ratios)}`,
    );
  }
  console.log('goals (medians over the rounds)');
  for (const v of verdicts) console.log(`  ${v}`);
}

export function printSignUps(r: SignUpLoadResult): void {
  console.log(
    `\nsign-ups under load (GraphQL): ${r.volunteers} volunteers each sign up to one of ${r.shifts} hot shifts ` +
      `(${r.places} places each) and the administrator accepts at once`,
  );
  console.log(
    `  ${r.rps.toFixed(1)} sign-up+decision pairs/s (${r.requestRps.toFixed(1)} requests/s), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms per pair`,
  );
  console.log(
    `  accepted ${r.accepted} of ${r.shifts * r.places} places; ${r.refusedFull} refused as full; ` +
      `overbooked shifts: ${r.overbooked}; counters differing from the rows: ${r.miscounted}` +
      `${r.overbooked || r.miscounted ? '  ← BROKEN' : '  (no overbooking)'}`,
  );
}
