import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog } from './ConfirmDialog';
import { Drawer } from './Drawer';
import { ReasonDialog, type ReasonDialogTexts } from './ReasonDialog';

// The drawers and dialogs are native modal <dialog>s (./modal.ts). jsdom has no `showModal`: the
// test setup stands in for it with what the browser does (src/test/dialog.ts), so these tests check
// that each one opens as a modal, keeps Tab inside, closes on Escape and the backdrop, and gives
// the focus back to the button that opened it.

/** A page with a button before and after the button that opens `dialog`. */
function Page({ dialog }: { dialog: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">After</button>
      {dialog(open, () => setOpen(false))}
    </main>
  );
}

async function openWith(dialog: (open: boolean, close: () => void) => ReactNode) {
  const user = userEvent.setup();
  render(<Page dialog={dialog} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener };
}

const backdropOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[aria-hidden="true"]')!;

describe('the drawer', () => {
  const drawer = (open: boolean, close: () => void) => (
    <Drawer open={open} onClose={close} title="Shopping cart">
      <a href="/cart">View cart</a>
      <a href="/checkout">Checkout</a>
    </Drawer>
  );

  it('opens as a modal with the focus inside, and Tab goes round inside it', async () => {
    const { user } = await openWith(drawer);

    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close shopping cart' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveFocus();
    // From the last control, Tab goes back to the first, never to the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close shopping cart' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const { user, opener } = await openWith(drawer);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on the backdrop and on its close button, giving the focus back each time', async () => {
    const { user, opener } = await openWith(drawer);

    await user.click(backdropOf(screen.getByRole('dialog')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close shopping cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('the confirm dialog', () => {
  const confirm = (onConfirm: () => void) => (open: boolean, close: () => void) => (
    <ConfirmDialog
      open={open}
      title="Delete this address?"
      confirmLabel="Delete"
      onConfirm={() => {
        onConfirm();
        close();
      }}
      onCancel={close}
    >
      It cannot be undone.
    </ConfirmDialog>
  );

  it('starts on Cancel and keeps Tab between its two buttons', async () => {
    const { user } = await openWith(confirm(vi.fn()));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
  });

  it('gives the focus back to the opener on cancel, Escape, the backdrop and confirm', async () => {
    const onConfirm = vi.fn();
    const { user, opener } = await openWith(confirm(onConfirm));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(backdropOf(screen.getByRole('alertdialog')));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });
});

describe('the reason dialog', () => {
  const texts: ReasonDialogTexts = {
    title: 'Reject this withdrawal?',
    label: 'Reason',
    confirmLabel: 'Reject',
    pendingLabel: 'Rejecting…',
    cancelLabel: 'Keep it',
    count: (length, max) => `${length} of ${max}`,
    tooShort: (min) => `At least ${min} characters.`,
    tooLong: (_, max) => `At most ${max} characters.`,
  };
  const reason = (onSubmit: (reason: string) => Promise<void>) => (open: boolean, close: () => void) => (
    <ReasonDialog
      open={open}
      texts={texts}
      limits={{ min: 3, max: 500 }}
      onSubmit={async (text) => {
        await onSubmit(text);
        close();
      }}
      onCancel={close}
    >
      The seller reads the reason.
    </ReasonDialog>
  );

  it('starts in the field, and Tab goes round its controls', async () => {
    const { user } = await openWith(reason(vi.fn()));

    const field = screen.getByLabelText('Reason');
    expect(screen.getByRole('dialog', { name: 'Reject this withdrawal?' })).toContainElement(field);
    expect(field).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
  });

  it('gives the focus back to the opener on Escape and after sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, opener } = await openWith(reason(onSubmit));

    await user.type(screen.getByLabelText('Reason'), 'Not yet');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    // A new question starts afresh.
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    await user.type(screen.getByLabelText('Reason'), 'The bank account was closed');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith('The bank account was closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape and the backdrop while sending', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, opener } = await openWith(reason(onSubmit));

    await user.type(screen.getByLabelText('Reason'), 'The bank account was closed');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('button', { name: 'Rejecting…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(backdropOf(screen.getByRole('dialog')));
    expect(screen.getByRole('dialog')).toHaveProperty('open', true);

    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
