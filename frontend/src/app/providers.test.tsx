import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';

import { Toasts } from './providers';

describe('toasts', () => {
  it('show top right, in the dark theme, for 5000 ms (docs/product.md §3)', async () => {
    const { container } = render(<Toasts />);

    act(() => {
      toast.success('Item added to cart successfully!');
    });

    const message = await screen.findByText('Item added to cart successfully!');
    const toastElement = message.closest('.Toastify__toast');
    expect(toastElement).toHaveClass('Toastify__toast-theme--dark');
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    // react-toastify times auto-close with its progress bar's animation.
    const progress = container.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(progress?.style.animationDuration).toBe('5000ms');
  });
});
