import Link from 'next/link';

type Props = { id: string; title: string; lead: string; href: string; action: string };

/** The way from an idea into the studio (signed-out visitors are sent to sign in first). */
export function StudioCta({ id, title, lead, href, action }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-brand-50 mt-12 p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="text-ink-muted mt-2">{lead}</p>
      <Link href={href} className="btn-primary mt-5 px-6 text-center text-base">
        {action}
      </Link>
    </section>
  );
}
