export default function Home() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">A bare page</h1>
      <p className="mt-4 text-lg text-gray-600">The floor the site&apos;s pages are measured against.</p>
    </main>
  );
}
