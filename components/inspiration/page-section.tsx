import type { ReactNode } from 'react';

/**
 * A titled section of a style or room-idea page, labelled by its own heading. Each comes after the page's title and
 * picture, so below the first screen: laid out when it comes near.
 */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="render-when-near mt-12 [contain-intrinsic-size:auto_600px]">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
