import { useState } from "react";
import type * as QuotationForms from "~/components/site/quotation-forms";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";

type Forms = typeof QuotationForms;
type Choice = "accept" | "changes";

/**
 * The forms' code (fields, checks with zod, the API client, retry) is loaded when "Accept
 * quotation" or "Request changes" is first pointed at, focused or pressed, not with the page: the
 * customer often opens the link on a phone, and the page's first load keeps to the public
 * JavaScript budget. A failed download is asked for again next time.
 */
let forms: Promise<Forms> | undefined;
let loadedForms: Forms | undefined;
function loadForms(): Promise<Forms> {
  forms ??= import("~/components/site/quotation-forms").then(
    (m) => (loadedForms = m),
    (err: unknown) => {
      forms = undefined;
      throw err;
    },
  );
  return forms;
}
const prefetchForms = () => void loadForms().catch(() => undefined);

const PANEL_ID = "quotation-answer-panel";
const CHOICES: [Choice, string][] = [
  ["accept", "Accept quotation"],
  ["changes", "Request changes"],
];

/**
 * "Your answer" under an open quotation: accept it, or ask for changes; one form open at a time,
 * below the two buttons. Once accepted (`accepted` holds the server's thank-you) the thank-you
 * takes the section's place; a change request's thank-you takes its form's.
 */
export function QuotationRespond({
  token,
  countryCode,
  accepted,
  onAccepted,
}: {
  token: string;
  countryCode: string;
  accepted: string | null;
  onAccepted: (message: string) => void;
}) {
  const [open, setOpen] = useState<Choice | null>(null);
  const [loading, setLoading] = useState<Choice | null>(null);
  const [changesSent, setChangesSent] = useState<string | null>(null);
  const [Loaded, setLoaded] = useState(() => loadedForms);

  function choose(choice: Choice) {
    setChangesSent(null);
    if (open === choice) {
      setOpen(null);
      return;
    }
    setOpen(choice);
    if (Loaded) return;
    setLoading(choice);
    loadForms()
      .then(
        (m) => setLoaded(() => m),
        () => {
          setOpen(null);
          toast.error("Could not open the form. Please check your connection and reload the page.");
        },
      )
      .finally(() => setLoading(null));
  }

  if (accepted && Loaded) {
    return (
      <section id="respond" aria-label="Your answer" className="scroll-mt-24">
        <Loaded.QuotationThanks title="Quotation accepted" message={accepted} />
      </section>
    );
  }

  return (
    <section id="respond" aria-labelledby="respond-title" className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="respond-title" className="text-xl font-bold text-ink">
        Your answer
      </h2>
      <p className="mt-1 text-gray-700">
        Happy with the quotation? Accept it here and we will plan the delivery. Need something different? Tell us what should change.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {CHOICES.map(([choice, label]) => (
          <Button
            key={choice}
            size="lg"
            variant={choice === "accept" ? "primary" : "outline"}
            aria-expanded={open === choice}
            aria-controls={PANEL_ID}
            busy={loading === choice}
            onClick={() => choose(choice)}
            onPointerEnter={prefetchForms}
            onFocus={prefetchForms}
          >
            {label}
          </Button>
        ))}
      </div>
      <div id={PANEL_ID}>
        {Loaded && open ? (
          <div className="mt-6 border-t border-gray-200 pt-6">
            {open === "accept" ? (
              <Loaded.AcceptQuotationForm token={token} countryCode={countryCode} onAccepted={onAccepted} />
            ) : changesSent ? (
              <Loaded.QuotationThanks title="Request sent" message={changesSent}>
                <Button variant="secondary" size="sm" onClick={() => setChangesSent(null)}>
                  Send another message
                </Button>
              </Loaded.QuotationThanks>
            ) : (
              <Loaded.RequestChangesForm token={token} onSent={setChangesSent} />
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
