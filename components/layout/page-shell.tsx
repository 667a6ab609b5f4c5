import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Header, main landmark and footer around every page except the bare ones (SPEC §2: /pro). */
export function PageShell({ bare, children }: { bare: boolean; children: ReactNode }) {
  if (bare) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
