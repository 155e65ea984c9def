/**
 * Another process's write reaches this one as a database notification, a moment after it commits:
 * reads `observe` until `done` holds (at most about five seconds: a shared machine can be slow to deliver) and returns the last observation, for
 * the caller to assert on.
 */
export async function eventually<Observation>(
  observe: () => Promise<Observation>,
  done: (observation: Observation) => boolean,
): Promise<Observation> {
  for (let attempt = 0; attempt < 250; attempt++) {
    const observation = await observe();
    if (done(observation)) return observation;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return observe();
}
