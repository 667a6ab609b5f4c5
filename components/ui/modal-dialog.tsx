import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

type Props = {
  open: boolean;
  onClose(): void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
  id?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and Shift+Tab back, instead of out to the browser's own UI. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A native modal <dialog>: the browser makes the rest of the page inert, closes it on Esc and returns focus to the
 * opener; we only keep Tab cycling inside it. A click on the backdrop closes it too.
 */
export function ModalDialog({ open, onClose, labelledBy, className, children, id }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      className={className}
      onClose={onClose}
      onKeyDown={wrapFocus}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
