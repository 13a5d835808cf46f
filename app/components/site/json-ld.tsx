import { useNonce } from "~/lib/nonce";
import { serializeJsonLd } from "~/lib/seo";

/**
 * schema.org structured data as <script type="application/ld+json">, escaped so that no text in
 * the data can close the element. Carries the CSP nonce on the server; browsers hide nonce
 * attributes after parsing, hence suppressHydrationWarning.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
