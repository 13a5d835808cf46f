import { icon, type SiteIcon } from "~/components/site/icons";
import { useSiteBusiness } from "~/components/site/site-data";

/** The brand glyphs, by the profile's name (schemas/business.ts SOCIAL_NETWORKS), drawn by the sprite. */
const GLYPHS: Record<string, SiteIcon | undefined> = {
  Facebook: icon("facebook"),
  Instagram: icon("instagram"),
  LinkedIn: icon("linkedin"),
  YouTube: icon("youtube"),
};

/** The business's four social profiles as named icon links (open in a new tab). */
export function SocialLinks({ className = "", linkClassName = "" }: { className?: string; linkClassName?: string }) {
  const { social } = useSiteBusiness();
  return (
    <ul className={`flex items-center gap-2 ${className}`}>
      {social.map((s) => {
        const Glyph = GLYPHS[s.name];
        return (
          <li key={s.name}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={s.name}
              title={s.name}
              className={`inline-flex h-8 w-8 items-center justify-center rounded-full transition-colors ${linkClassName}`}
            >
              {Glyph && <Glyph className="h-4 w-4" />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
