import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT } from "~/i18n/t";

/** A closing call to action at the foot of a content page. */
export function CtaBand({ title, text, label, to = "/contact" }: { title: string; text: string; label?: string; to?: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section aria-labelledby="cta-band-title" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-12 text-center lg:px-6">
        <h2 id="cta-band-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl text-brand-50">{text}</p>
        <Link to={lp(to)} className={buttonClass({ variant: "inverse", size: "lg" })}>
          {label ?? t("home.common.contactUs")}
        </Link>
      </div>
    </section>
  );
}
