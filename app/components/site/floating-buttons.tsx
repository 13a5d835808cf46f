import { MessageCircle, Send } from "~/components/site/icons";
import { Link } from "react-router";
import { useSiteBusiness } from "~/components/site/site-data";

/** Bottom-right shortcuts on the home page: the enquiry form and a WhatsApp chat with a greeting. */
export function FloatingButtons() {
  const { whatsappHref } = useSiteBusiness();
  return (
    <div className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        title="Chat with us on WhatsApp"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-[#0f7a41] text-white shadow-lg transition-transform hover:scale-105 motion-reduce:transition-none"
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" />
      </a>
      <Link
        to="/contact"
        aria-label="Send an enquiry"
        title="Send an enquiry"
        className="flex h-14 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-800 motion-reduce:transition-none"
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        <span className="hidden sm:inline">Enquiry</span>
      </Link>
    </div>
  );
}
