/**
 * Another process's write reaches this one as a database notification, a moment after it commits:
 * reads `observe` every 20 ms until `done` holds (at most about five seconds by default: a shared machine
 * can be slow to deliver) and returns the last observation, for the caller to assert on.
 */
export async function eventually<Observation>(
  observe: () => Promise<Observation>,
  done: (observation: Observation) => boolean,
  { seconds = 5 }: { seconds?: number } = {},
): Promise<Observation> {
  for (let attempt = 0; attempt < seconds * 50; attempt++) {
    const observation = await observe();
    if (done(observation)) return observation;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return observe();
}
