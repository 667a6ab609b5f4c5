import type { ReactNode } from 'react';

/**
 * A titled section of a style or room-idea page, labelled by its own heading. Most come after the page's title and
 * picture, below the first screen: laid out when they come near. That also clips what is painted outside the box, so
 * the box reaches 0.5 rem past its content (padding, taken back by margins) for the cards' focus rings and shadows.
 */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="render-when-near -mx-2 mt-12 -mb-2 px-2 pb-2 [contain-intrinsic-size:auto_600px]"
    >
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
