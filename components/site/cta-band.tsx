import Link from 'next/link';

type Action = { href: string; label: string };
type Props = { id: string; title: string; text: string; primary: Action; secondary: Action; note?: string };

/** The closing call to action of a public page: a heading, a sentence and two links. */
export function CtaBand({ id, title, text, primary, secondary, note }: Props) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-brand-900 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      <p className="text-brand-100 mx-auto mt-3 max-w-2xl text-pretty">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href={primary.href}
          className="btn text-brand-900 hover:bg-brand-50 bg-white px-6 text-base focus-visible:outline-white"
        >
          {primary.label}
        </Link>
        <Link
          href={secondary.href}
          className="btn border border-white/60 px-6 text-base text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {secondary.label}
        </Link>
      </div>
      {note ? <p className="text-brand-100 mt-4 text-sm">{note}</p> : null}
    </section>
  );
}
