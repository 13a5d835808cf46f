/**
 * No enquiry is ever lost: a public form keeps what the visitor typed when the network or the
 * server fails, says so, and a retry re-sends the SAME Idempotency-Key, so the server stores the
 * submission at most once even if the first attempt did reach it. A new key is drawn only after a success or after the visitor edits the form.
 */
import { useCallback, useRef, useState } from "react";
import { ApiError, NetworkError, newIdempotencyKey } from "~/lib/api";

/** Why a submission failed: the first three are worth retrying as they are. */
export type FailureKind = "network" | "server" | "busy" | "rejected";

export function classifyFailure(err: unknown): FailureKind {
  if (err instanceof ApiError) {
    if (err.status === 429) return "busy";
    if (err.status >= 500) return "server";
    return "rejected";
  }
  if (err instanceof NetworkError) return "network";
  if (err instanceof Error && err.name === "AbortError") return "network";
  return "server";
}

export const isRetryable = (kind: FailureKind) => kind !== "rejected";

/** What the form says in place when a retry is worth it: the details are kept. */
export const RETRY_NOTICES: Record<Exclude<FailureKind, "rejected">, string> = {
  network: "We could not reach our server. Your details are kept — please try again.",
  server: "Our server could not save your request just now. Your details are kept — please try again.",
  busy: "Too many requests from your network just now. Your details are kept — please try again in a minute.",
};

/** The Idempotency-Key of one submission: the same on every retry until renewed. */
export class SubmissionKey {
  private key: string | null = null;
  current(): string {
    this.key ??= newIdempotencyKey();
    return this.key;
  }
  renew(): void {
    this.key = null;
  }
}

export type SubmitOutcome<T> = { ok: true; value: T } | { ok: false; kind: FailureKind; error: unknown };

/** One attempt: `send` gets the submission's key; a success retires the key. */
export async function attemptSubmit<T>(key: SubmissionKey, send: (idempotencyKey: string) => Promise<T>): Promise<SubmitOutcome<T>> {
  try {
    const value = await send(key.current());
    key.renew();
    return { ok: true, value };
  } catch (error) {
    return { ok: false, kind: classifyFailure(error), error };
  }
}

/**
 * The form side: `submit(send)` runs one attempt (ignored while one is in flight), `pending`
 * is true meanwhile, `notice` holds the keep-and-retry message after a retryable failure.
 * Call `edited()` whenever the visitor changes a field and `reset()` when the form is cleared.
 */
export function useSubmitWithRetry() {
  const keyRef = useRef<SubmissionKey | null>(null);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<SubmitOutcome<T> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    keyRef.current ??= new SubmissionKey();
    setPending(true);
    setNotice(null);
    try {
      const outcome = await attemptSubmit(keyRef.current, send);
      if (!outcome.ok && outcome.kind !== "rejected") setNotice(RETRY_NOTICES[outcome.kind]);
      return outcome;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  const edited = useCallback(() => {
    keyRef.current?.renew();
  }, []);

  const reset = useCallback(() => {
    keyRef.current?.renew();
    setNotice(null);
  }, []);

  return { submit, pending, notice, edited, reset };
}
