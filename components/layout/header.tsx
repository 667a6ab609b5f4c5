import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Suspense, useEffect, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { MAIN_LINKS } from '@/lib/site/site-links';
import { HeaderActions } from './header-actions';
import { lazyOrReload } from './lazy-or-reload';
import { Logo } from './logo';
import { UseCasesMenu } from './use-cases-menu';

const MOBILE_MENU_ID = 'mobile-menu';

// The plans modal carries the whole pricing table and checkout, and opens only on a click: its code loads then
// (fetched early on hover), keeping it out of every page's first load.
const loadPricingModal = () =>
  import('@/components/pricing/pricing-plans-modal').then((m) => ({ default: m.PricingPlansModal }));
const PricingPlansModal = lazyOrReload(loadPricingModal);

// The phone menu, a modal of the same links, likewise loads on the first reach for its button: until then no page
// hydrates its dialog and the links inside it.
const loadMobileMenu = () => import('./mobile-menu').then((m) => ({ default: m.MobileMenu }));
const MobileMenu = lazyOrReload(loadMobileMenu);
// Fetching ahead (hover, touch, focus) that fails is left for the click to try again.
const warmUp = (load: () => Promise<unknown>) => void load().catch(() => undefined);

export function Header() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps it ready and focus returns to the opener.
  const [upgradeUsed, setUpgradeUsed] = useState(false);
  const openUpgrade = () => {
    setUpgradeUsed(true);
    setUpgradeOpen(true);
  };

  useEffect(() => {
    const close = () => setMenuOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <header className="border-surface-line sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="max-w-page mx-auto flex h-16 items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
          <UseCasesMenu />
          {MAIN_LINKS.map((item) => (
            <Link key={item.href} href={item.href} prefetch={false} className="btn-ghost">
              {t(item.key)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto hidden md:block" onPointerEnter={() => warmUp(loadPricingModal)}>
          <HeaderActions onUpgrade={openUpgrade} />
        </div>
        <button
          type="button"
          className="btn-ghost ml-auto px-2 md:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          // Names the menu once it exists.
          aria-controls={menuUsed ? MOBILE_MENU_ID : undefined}
          onPointerEnter={() => warmUp(loadMobileMenu)}
          onTouchStart={() => warmUp(loadMobileMenu)}
          onFocus={() => warmUp(loadMobileMenu)}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onUpgrade={openUpgrade}
          />
        </Suspense>
      )}
      {upgradeUsed && (
        <Suspense fallback={null}>
          <PricingPlansModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
