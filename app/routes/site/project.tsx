// Placeholder until the public-site work lands.
export default function Page() {
  return <main className="p-8"><h1 className="text-2xl font-bold">project</h1></main>;
}
