import { useEffect, useMemo, useRef } from 'react';
import type { MaskEditorHandle } from './mask-editor/mask-editor';
import type { StudioSession } from './studio-context';

/**
 * The studio's hold on its brush, which loads on demand: the mask for a render, and the keyboard for the brush area
 * once the user has said where to brush (when the brush arrives later, it takes the focus then).
 */
export function useStudioBrush(): StudioSession['brush'] {
  const maskRef = useRef<MaskEditorHandle>(null);
  // Set when the user has just said where to brush: the brush area takes the keyboard once it is on screen.
  const focusBrush = useRef(false);
  useEffect(() => {
    if (focusBrush.current && maskRef.current) {
      focusBrush.current = false;
      maskRef.current.focus();
    }
  });
  return useMemo(
    () => ({
      attach: (handle: MaskEditorHandle | null) => {
        maskRef.current = handle;
        if (handle && focusBrush.current) {
          focusBrush.current = false;
          handle.focus();
        }
      },
      focusNext: () => {
        focusBrush.current = true;
      },
      toMaskBlob: async () => (await maskRef.current?.toMaskBlob()) ?? null,
    }),
    [],
  );
}
