import { useSiteBusiness } from "~/components/site/site-data";

/** Simple brand glyphs drawn here (lucide no longer ships brand icons). */
function Glyph({ name }: { name: string }) {
  const common = { "aria-hidden": true, focusable: false, viewBox: "0 0 24 24", className: "h-4 w-4" } as const;
  switch (name) {
    case "Facebook":
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.2H7.4V14h2.7v8h3.4z" />
        </svg>
      );
    case "Instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case "LinkedIn":
      return (
        <svg {...common} fill="currentColor">
          <rect x="3" y="9" width="4" height="12" />
          <circle cx="5" cy="5" r="2.2" />
          <path d="M10 9h3.8v1.7c.6-1 1.9-2 3.9-2 3.3 0 4.3 2.1 4.3 5.3V21h-4v-6.2c0-1.5-.3-2.7-1.8-2.7-1.6 0-2.2 1.2-2.2 2.8V21h-4V9z" />
        </svg>
      );
    case "YouTube":
      return (
        <svg {...common} fill="currentColor">
          <path d="M22 8.2c-.2-1.6-1-2.7-2.6-2.9C16.9 5 12 5 12 5s-4.9 0-7.4.3C3 5.5 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.7 2.6 2.9C7.1 19 12 19 12 19s4.9 0 7.4-.3c1.6-.2 2.4-1.3 2.6-2.9.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15V9l5.2 3L10 15z" />
        </svg>
      );
    default:
      return null;
  }
}

/** The business's four social profiles as named icon links (open in a new tab). */
export function SocialLinks({ className = "", linkClassName = "" }: { className?: string; linkClassName?: string }) {
  const { social } = useSiteBusiness();
  return (
    <ul className={`flex items-center gap-2 ${className}`}>
      {social.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={s.name}
            title={s.name}
            className={`inline-flex h-8 w-8 items-center justify-center rounded-full transition-colors ${linkClassName}`}
          >
            <Glyph name={s.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
