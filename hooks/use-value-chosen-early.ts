import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * A choice made in the server-rendered page before its script ran (a phone on a slow connection): React hydrates a
 * select, a text field, a checkbox or a radio group keeping what the page shows without telling the component
 * (facebook/react#33129 replays it only behind a flag our React does not set), so the screen would show one choice
 * and the state hold another, until a later render silently put the state's back. On mount, the state takes what
 * `shown()` reads from the page. After a render in the browser the two agree and nothing happens.
 */
export function useValueChosenEarly(
  shown: () => string | null | undefined,
  value: string,
  onChange: (value: string) => void,
) {
  const adopt = useEffectEvent(() => {
    const onScreen = shown();
    if (onScreen != null && onScreen !== value) onChange(onScreen);
  });
  // Once, on mount: every later change comes through the control's own onChange.
  useEffect(() => adopt(), []);
}

/** The same for the radio group named `name` inside `place`, whose values `find` turns back into the choice's id. */
export function useRadioChosenEarly<Id extends string>(
  place: RefObject<HTMLElement | null>,
  name: string,
  value: Id,
  find: (id: string) => { id: Id } | undefined,
  onChange: (id: Id) => void,
) {
  useValueChosenEarly(
    () =>
      place.current?.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value,
    value,
    (shown) => {
      const found = find(shown);
      if (found) onChange(found.id);
    },
  );
}
