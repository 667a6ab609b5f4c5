import { type ReactNode, useEffect, useRef } from 'react';

type Props = {
  open: boolean;
  onClose(): void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
  id?: string;
};

/**
 * A native modal <dialog>: the browser makes the rest of the page inert (focus stays inside), closes it on Esc and
 * returns focus to the opener, with no script of ours for any of that. A click on the backdrop closes it too.
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
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
