import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { USE_CASES } from '@/lib/site/site-links';

/** Disclosure dropdown of the four use cases: closes on Esc (focus back on the button) and on a click outside. */
export function UseCasesMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="btn-ghost"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('nav.useCases')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="rounded-card border-surface-line absolute left-0 mt-2 w-80 border bg-white p-2 shadow-lg"
      >
        <ul>
          {USE_CASES.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="hover:bg-surface-muted block rounded-lg px-3 py-2"
                onClick={() => setOpen(false)}
              >
                <span className="block text-sm font-semibold">{t(item.key)}</span>
                <span className="text-ink-muted block text-sm">{t(`${item.key}Text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
