/**
 * /healthz as the stall tests time it: one request's latency, and every latency while some work
 * runs (polled every 5 ms), so that a frozen event loop shows as a long answer.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthzOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/healthz`);
  await response.text();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

export async function healthzDuring(url: string, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  const samples: number[] = [];
  while (!done) {
    samples.push(await healthzOnce(url));
    // the sampling rate of the measure, not a wait for a condition
    await sleep(5);
  }
  await work;
  return samples;
}
