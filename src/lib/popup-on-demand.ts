import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A top-bar button whose popup (a Mantine Popover or Menu with its focus trap, floating-ui's
 * positioning and its list) is a chunk of its own, loaded when the user first reaches for it
 * rather than with every signed-in page: mounted on each page, the popups cost the first load
 * their code and a second, synchronous render (floating-ui measures its target from a ref
 * callback). Until the first click the button is a plain one (`plainButton`): pointing at it or
 * focusing it fetches the chunk, and the click mounts the popup opened.
 */
export function usePopupOnDemand(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  // A failed fetch is not an error here: the click loads it again through the lazy component.
  const intent = () => void load().catch(() => undefined);
  return {
    mounted,
    opened,
    setOpened,
    /** The plain button's props: what it opens (a dialog, a menu), closed, and the first open. */
    plainButton: (haspopup: 'dialog' | 'menu') => ({
      'aria-haspopup': haspopup,
      'aria-expanded': false,
      onPointerEnter: intent,
      onFocus: intent,
      onClick: () => {
        setMounted(true);
        setOpened(true);
      },
    }),
  };
}

/**
 * Gives the focus back to the popup's button when the popup closes, as Mantine does, unless the
 * focus has moved on meanwhile (a click into a field, Tab). The popup mounts opened, its button in
 * place of the plain one that was pressed, so Mantine's own return of the focus (it remembers what
 * had the focus when `opened` changed) has nothing to go back to.
 */
export function useFocusBackOnClose(opened: boolean, target: RefObject<HTMLElement | null>) {
  const wasOpened = useRef(opened);
  useEffect(() => {
    const closed = wasOpened.current && !opened;
    wasOpened.current = opened;
    if (!closed) return;
    // Once the dropdown has gone (or while it fades out) and a click has moved the focus where
    // it goes: back to the button only from nowhere or from the closing dropdown itself.
    const timeout = setTimeout(() => {
      const focused = document.activeElement;
      if (
        !focused ||
        focused === document.body ||
        focused.closest('[role="dialog"], [role="menu"]')
      )
        target.current?.focus({ preventScroll: true });
    }, 10);
    const keepOnTab = (event: KeyboardEvent) => {
      if (event.key === 'Tab') clearTimeout(timeout);
    };
    document.addEventListener('keydown', keepOnTab);
    return () => {
      clearTimeout(timeout);
      document.removeEventListener('keydown', keepOnTab);
    };
  }, [opened, target]);
}
