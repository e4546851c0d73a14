import { median, type Sample } from './load';
import type { Screen } from './screens';
import type { SignUpLoadResult } from './sign-ups';

/** The samples of one screen: per phase (GraphQL, REST, floor), one per round. */
export interface ScreenSamples {
  screen: Screen;
  rounds: [Sample[], Sample[], Sample[]] | Sample[][];
}

const LABELS = ['GraphQL', 'REST', 'SQL floor'];
/** issue 11: every screen's read ≥ 0.5× its floor's requests/s, through either API */
const API_GOAL = 0.5;
/** issue 11: Home's floor ≥ 1/3 of the event page's */
const HOME_FLOOR_GOAL = 1 / 3;

/** the server's CPU per screen in ms ('' where /proc could not be read) */
const cpuText = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? '' : `${ms.toFixed(2)}`;
const num = (n: number, width: number, digits = 1) => n.toFixed(digits).padStart(width);
const spread = (values: number[], digits = 2) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

export function printReads(samples: ScreenSamples[], overhead: Sample): void {
  const overheadMs = 1000 / overhead.rps;
  const healthzCpu = cpuText(overhead.serverCpuMs);
  console.log(
    `\nper-request overhead (/healthz, same client): ${overhead.rps.toFixed(0)} req/s, p50 ${overhead.p50.toFixed(2)} ms` +
      ` → about ${overheadMs.toFixed(2)} ms of the 2 cores per HTTP request before any work` +
      (healthzCpu ? `, of which the server's own CPU ${healthzCpu} ms` : ''),
  );
  console.log(
    `\n${'screen · API'.padEnd(32)}${'screens/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'server CPU'.padStart(12)}   × floor req/s: median (min–max)`,
  );
  const verdicts: string[] = [];
  const floorRps = new Map<string, number[]>();
  for (const { screen, rounds } of samples) {
    const floor = rounds[2];
    floorRps.set(
      screen.name,
      floor.map((s) => s.rps),
    );
    rounds.forEach((phase, p) => {
      const rps = median(phase.map((s) => s.rps));
      const ratios = phase.map((s, r) => s.rps / floor[r].rps);
      const requests =
        p === 0 ? screen.requests.graphql : p === 1 ? screen.requests.rest : undefined;
      const label = `${screen.name} · ${LABELS[p]}${requests ? ` (${requests} req)` : ''}`;
      console.log(
        `${label.padEnd(32)}${num(rps, 10)}${num(median(phase.map((s) => s.p50)), 9, 2)}${num(median(phase.map((s) => s.p99)), 9, 2)}` +
          `${(p === 2 ? '' : cpuText(median(phase.map((s) => s.serverCpuMs ?? Number.NaN)))).padStart(12)}` +
          `   ${p === 2 ? 'floor' : spread(ratios)}`,
      );
      if (p < 2) {
        const ok = median(ratios) >= API_GOAL;
        verdicts.push(
          `${ok ? 'met    ' : 'NOT met'}  ${screen.name} · ${LABELS[p]} ≥ ${API_GOAL}× floor: ${median(ratios).toFixed(2)}×`,
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
