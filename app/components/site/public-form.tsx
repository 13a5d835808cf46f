/**
 * What the public forms share (the contact form, the quote request modal, the quotation's answers):
 * one submit flow and the honeypot. No zod and no schema here: the category page's modal and the
 * contact page import this, and their JavaScript budgets (tests/e2e/budget.spec.ts) leave no room.
 */
import type { FormEvent } from "react";
import { api } from "~/lib/api";
import { useSubmitWithRetry } from "~/lib/submit-with-retry";
import type { ApiAnswer, ApiPath } from "~/lib/api-routes";

export type PublicSubmit<P extends ApiPath> = {
  /** Clears the last outcome and checks the values: the body to send, or null when nothing goes (the check has said why). */
  prepare: () => unknown;
  /** The API path the body is POSTed to. */
  path: P;
  /** The server has it: its answer. */
  sent: (answer: ApiAnswer<"POST", P>) => void;
  /** It failed: the error (an ApiError, a NetworkError…); after a retryable failure `notice` also says so. */
  failed: (error: unknown) => void;
};

/**
 * The submit flow of a public form: the browser's own submit is stopped, a press while one is in
 * flight is ignored, then the checked body is POSTed with the submission's Idempotency-Key, the
 * same on every retry until a success or an edit (app/lib/submit-with-retry.ts). Call `edited()`
 * on every change of a field.
 */
export function usePublicSubmit<P extends ApiPath>({ prepare, path, sent, failed }: PublicSubmit<P>) {
  const { submit, pending, notice, edited } = useSubmitWithRetry();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const body = prepare();
    if (body === null) return;
    const outcome = await submit((key) => api("POST", path, body, { headers: { "Idempotency-Key": key } }));
    if (!outcome) return;
    if (outcome.ok) sent(outcome.value);
    else failed(outcome.error);
  }

  return { onSubmit, pending, notice, edited };
}

/** Honeypot: hidden from people and assistive technology; only bots fill it. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
