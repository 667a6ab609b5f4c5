import { useEffect } from 'react';

/** Typing fields keep the browser's own undo: the studio's prompt box sits on the same page as the editor. */
const TEXT_ENTRY =
  'textarea, select, [contenteditable]:not([contenteditable="false"]), input:not([type="range"], [type="radio"], [type="checkbox"], [type="button"], [type="submit"], [type="reset"])';

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. Anywhere on the page but in a text field. */
export function useUndoShortcuts(enabled: boolean, undo: () => void, redo: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof Element && event.target.closest(TEXT_ENTRY)) return;
      const key = event.key.toLowerCase();
      const action =
        key === 'z' ? (event.shiftKey ? redo : undo) : key === 'y' && !event.shiftKey ? redo : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, undo, redo]);
}
