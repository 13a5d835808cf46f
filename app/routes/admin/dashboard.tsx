// Placeholder until the admin work lands.
export default function Page() {
  return <main className="p-8"><h1 className="text-2xl font-bold">dashboard</h1></main>;
}
