/**
 * What `run` answers, or the refusal it threw when that is a `Refusal`: a refusal thrown inside a
 * transaction rolls it back whole and is answered, not thrown on. Any other error is thrown on.
 */
export async function refusedOr<T, R>(Refusal: abstract new (...args: never[]) => R, run: () => Promise<T>): Promise<T | R> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Refusal) return err;
    throw err;
  }
}
