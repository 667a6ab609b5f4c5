import { useEffect, useEffectEvent } from 'react';

/**
 * A choice made in the server-rendered page before its script ran (a phone on a slow connection): React hydrates a
 * select, a text field, a checkbox or a radio button keeping what the page shows without telling the component
 * (facebook/react#33129 replays it only behind a flag our React does not set), so the screen would show one choice
 * and the state hold another, until a later render silently put the state's back. On mount, the state takes what
 * `shown()` reads from the page. After a render in the browser the two agree and nothing happens.
 */
export function useValueChosenEarly<Value extends string | number | boolean>(
  shown: () => Value | undefined,
  value: Value,
  onChange: (value: Value) => void,
) {
  const adopt = useEffectEvent(() => {
    const onScreen = shown();
    if (onScreen !== undefined && onScreen !== value) onChange(onScreen);
  });
  // Once, on mount: every later change comes through the control's own onChange.
  useEffect(() => adopt(), []);
}
