import { Link } from "react-router";

/** A closing call to action at the foot of a content page. */
export function CtaBand({ title, text, label = "Contact Us", to = "/contact" }: { title: string; text: string; label?: string; to?: string }) {
  return (
    <section aria-labelledby="cta-band-title" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-12 text-center lg:px-6">
        <h2 id="cta-band-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl text-brand-50">{text}</p>
        <Link to={to} className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
          {label}
        </Link>
      </div>
    </section>
  );
}
