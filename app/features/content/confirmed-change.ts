import { useState } from "react";
import { useFetcher, type SubmitTarget } from "react-router";
import type { SaveResult } from "~/features/content/content-screen";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";

/**
 * A change a Website screen asks about in a confirmation first (a deletion): `asking` is what the
 * dialog asks about (null: closed), `send` posts the change as JSON to the route's clientAction.
 * Each answer is said in a toast and closes the question; the router then reads the screen again.
 */
export function useConfirmedChange<T>() {
  const fetcher = useFetcher<SaveResult>();
  const [asking, setAsking] = useState<T | null>(null);
  const busy = fetcher.state !== "idle";
  useEachResult(fetcher.data, (result) => {
    setAsking(null);
    if (result.ok) toast.success(result.message);
    else toast.error(result.error);
  });
  const send = (req: SubmitTarget) => void fetcher.submit(req, { method: "post", encType: "application/json" });
  return { asking, setAsking, busy, send };
}
