/** Headline figures ("15+ Years of Experience") in a brand-tinted band: the home page's and Our Clients'. */
export function FiguresBand({ label, figures }: { label: string; figures: { value: string; label: string }[] }) {
  return (
    <section aria-label={label} className="bg-brand-50">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-12 text-center lg:grid-cols-4 lg:px-6">
        {figures.map((f, i) => (
          <div key={i} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-gray-700">{f.label}</dt>
            <dd className="text-3xl font-bold text-brand-800 sm:text-4xl">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
