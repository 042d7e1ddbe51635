// jsdom has the <dialog> element but none of its methods. This stands in for what the app relies
// on a browser to do with a modal dialog (src/components/modal.ts), so that tests see the same:
// `showModal()` opens it (the `open` attribute: shown, and found by role), `close()` closes it with
// a `close` event; Escape fires a cancellable `cancel` event on the topmost modal unless the key's
// default was prevented, and closes it if `cancel` was not refused; Tab and Shift+Tab go round
// the topmost modal's controls, as the inert page behind lets nothing else take the focus.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(',');

const modals: HTMLDialogElement[] = [];

/** The modal on top, forgetting any removed from the page without being closed. */
function topModal(): HTMLDialogElement | undefined {
  for (let i = modals.length - 1; i >= 0; i -= 1) {
    if (!modals[i]!.isConnected || !modals[i]!.hasAttribute('open')) modals.splice(i, 1);
  }
  return modals.at(-1);
}

/** What Tab reaches inside `dialog`: focusable, not taken out of the order, not hidden. */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };

  // Listened to on the window, so the page's own handlers (React's, on its root) come first and
  // may prevent the default, as in a browser.
  window.addEventListener('keydown', (event) => {
    const dialog = topModal();
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const stops = tabStops(dialog);
      if (stops.length === 0) return;
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? at <= 0
          ? stops.at(-1)
          : stops[at - 1]
        : at === -1 || at === stops.length - 1
          ? stops[0]
          : stops[at + 1];
      next?.focus();
    }
  });
}
