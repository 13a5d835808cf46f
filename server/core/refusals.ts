import { sqlState } from "./http/errors";

/** What `run` answers, or what `answer` makes of the error it threw; an error it leaves (undefined) is thrown on. */
async function answeredOr<T, R>(run: () => Promise<T>, answer: (err: unknown) => R | undefined): Promise<T | R> {
  try {
    return await run();
  } catch (err) {
    const answered = answer(err);
    if (answered === undefined) throw err;
    return answered;
  }
}

/**
 * What `run` answers, or the refusal it threw when that is a `Refusal`: a refusal thrown inside a
 * transaction rolls it back whole and is answered, not thrown on. Any other error is thrown on.
 */
export function refusedOr<T, R>(Refusal: abstract new (...args: never[]) => R, run: () => Promise<T>): Promise<T | R> {
  return refusedWith(Refusal, (err) => err, run);
}

/** As `refusedOr`, for a refusal carried by the error it threw: answered as `of(err)`. */
export function refusedWith<T, E, R>(Refusal: abstract new (...args: never[]) => E, of: (err: E) => R, run: () => Promise<T>): Promise<T | R> {
  return answeredOr(run, (err) => (err instanceof Refusal ? of(err) : undefined));
}

/**
 * What `run` answers, or `taken` when a unique index refused its row: two saves at once took the
 * same value, and the later one gets the same refusal as one that found it taken first.
 */
export function takenOr<T, R extends string>(taken: R, run: () => Promise<T>): Promise<T | R> {
  return answeredOr(run, (err) => (sqlState(err) === "23505" ? taken : undefined));
}
