import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFocusBackOnClose } from './popup-on-demand';

/** A button and, while opened, a dialog with a button of its own; a field beside them. */
function Popup() {
  const [opened, setOpened] = useState(true);
  const target = useRef<HTMLButtonElement>(null);
  useFocusBackOnClose(opened, target);
  return (
    <>
      <button ref={target} onClick={() => setOpened(true)}>
        bell
      </button>
      {opened && (
        <div role="dialog">
          <button onClick={() => setOpened(false)}>close</button>
        </div>
      )}
      <input aria-label="search" onFocus={() => setOpened(false)} />
    </>
  );
}

describe('useFocusBackOnClose', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the focus back to the button when the popup closes from inside', () => {
    render(<Popup />);
    const close = screen.getByRole('button', { name: 'close' });
    close.focus();
    act(() => close.click());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(10));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'bell' }));
  });

  it('leaves the focus where the user moved it (a field)', () => {
    render(<Popup />);
    const search = screen.getByRole('textbox', { name: 'search' });
    act(() => search.focus());
    act(() => vi.advanceTimersByTime(10));
    expect(document.activeElement).toBe(search);
  });

  it('does nothing on mounting opened, before any close', () => {
    render(<Popup />);
    act(() => vi.advanceTimersByTime(10));
    expect(document.activeElement).toBe(document.body);
  });
});
