import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ILLUSTRATION_SIZE } from '@/lib/inspiration/room-ideas';

type Props = {
  href: string;
  image: string;
  alt: string;
  title: string;
  /** The heading level that fits the page's outline. */
  as?: 'h2' | 'h3';
  /** The `sizes` of the image in this grid, so the browser fetches a thumbnail rather than the full picture. */
  sizes: string;
  /** Cards in the first row of an index page load at once: one of them is the largest paint. */
  eager?: boolean;
  children?: ReactNode;
};

/**
 * An illustration with a title that links somewhere. The link sits on the title and stretches over the card, so the
 * whole card is clickable while its accessible name stays the short title.
 */
export function GalleryCard({ href, image, alt, title, as: Heading = 'h3', sizes, eager, children }: Props) {
  return (
    <article className="rounded-card border-surface-line has-focus-visible:outline-brand-600 relative flex h-full flex-col overflow-hidden border bg-white transition-shadow hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
      <Picture
        src={image}
        alt={alt}
        width={ILLUSTRATION_SIZE.width}
        height={ILLUSTRATION_SIZE.height}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base font-semibold">
          <Link
            href={href}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
