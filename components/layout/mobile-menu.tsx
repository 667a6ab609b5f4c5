import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CloseIcon } from '@/components/ui/icons';
import { MAIN_LINKS, USE_CASES } from '@/lib/site/site-links';
import { HeaderActions } from './header-actions';

type Props = { id: string; open: boolean; onClose(): void; onUpgrade(): void };

/** Slide-in navigation for small screens: a modal dialog, so focus stays inside and Esc closes it. */
export function MobileMenu({ id, open, onClose, onUpgrade }: Props) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog
      id={id}
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,100vw)] max-w-none bg-white p-0 shadow-xl open:animate-[slide-in_160ms_ease-out]"
    >
      <div className="flex h-full flex-col">
        <div className="border-surface-line flex items-center justify-between border-b px-4 py-3">
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {t('nav.menu')}
          </h2>
          <button type="button" className="btn-ghost px-2" onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-4 py-4">
          <p className="text-ink-subtle px-2 text-xs font-semibold tracking-wide uppercase">
            {t('nav.useCases')}
          </p>
          <ul className="mt-1 mb-4">
            {USE_CASES.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onClose}
                  className="hover:bg-surface-muted block rounded-lg px-2 py-2"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="border-surface-line border-t pt-4">
            {MAIN_LINKS.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onClose}
                  className="hover:bg-surface-muted block rounded-lg px-2 py-2"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-surface-line border-t p-4">
          <HeaderActions
            layout="column"
            onUpgrade={() => {
              onClose();
              onUpgrade();
            }}
          />
        </div>
      </div>
    </ModalDialog>
  );
}
