/** One measured run of a phase: throughput of whole screens and their latency. */
export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  /** server CPU per call in ms, when a `cpu` reader was given */
  serverCpuMs?: number;
}

/**
 * Runs `count` calls of `task` with `concurrency` in flight (each call a whole screen: its waves
 * of requests, or its SQL); latencies in milliseconds.
 */
export async function measure(
  task: (i: number) => Promise<unknown>,
  count: number,
  concurrency: number,
  offset = 0,
  cpu?: () => number,
): Promise<Sample> {
  const latencies: number[] = [];
  const cpuBefore = cpu?.();
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = offset + next++;
        const t = process.hrtime.bigint();
        await task(i);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const serverCpuMs = cpu && cpuBefore !== undefined ? (cpu() - cpuBefore) / count : undefined;
  return { rps: count / seconds, p50: pct(50), p99: pct(99), serverCpuMs };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
