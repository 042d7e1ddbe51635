import { type RefObject, type SyntheticEvent, useLayoutEffect } from 'react';

// The drawers and dialogs are native <dialog> elements opened with `showModal()`: the browser keeps
// the focus inside (the rest of the page is inert, so Tab goes round the dialog and the browser's
// own controls, never to the page behind), puts it in the top layer above everything, and asks
// to close it with a `cancel` event on Escape (or Android's back gesture). Nothing here traps
// focus by hand.

/**
 * The <dialog> itself: the whole viewport, transparent, so that the dimmed backdrop and the panel
 * drawn inside it keep the layout they had as plain elements, and a click on the backdrop is a
 * click on an element of the page (not on `::backdrop`, which no handler can tell from the panel).
 */
export const modalClass =
  'fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-inherit backdrop:bg-transparent';

/**
 * Shows `dialog` as a modal while the component that owns it is mounted (render it only while
 * open), and gives the focus back to where it was when it opened once it closes. A layout effect,
 * so the dialog is modal before it is first painted, the opener is saved before any effect moves
 * the focus inside (`autoFocus` aside, which would move it first), and the focus is back on the
 * opener in the same commit that takes the dialog away, however that update was scheduled.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>): void {
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let leaving = false;
    // The browser may close a modal whose `cancel` was refused again and again without the user
    // doing anything else (Chrome's guard against pages that never let go). The page still has it
    // open (it is busy sending), so it is shown again.
    const reopen = () => {
      if (!leaving && node.isConnected && !node.open) node.showModal();
    };
    node.addEventListener('close', reopen);
    if (!node.open) node.showModal();
    return () => {
      leaving = true;
      node.removeEventListener('close', reopen);
      if (node.open) node.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog]);
}

/**
 * The <dialog>'s `onCancel`: Escape asks the page, which closes the dialog by no longer rendering
 * it (or keeps it, while `busy`), instead of the browser closing it behind React's back.
 */
export function cancelWith(onCancel: () => void, busy = false) {
  return (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy) onCancel();
  };
}
