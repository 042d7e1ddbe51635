import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PasswordField, SelectField, TextAreaField, TextField } from './fields';
import { FormAlert, FormNotice } from './FormAlert';
import { SubmitButton } from './SubmitButton';

describe('form fields', () => {
  it('labels a text field, marks it optional, and describes it by its hint and error', () => {
    render(<TextField label="Shop name" optional hint="As buyers will see it." error="too short" />);
    const input = screen.getByLabelText('Shop name (optional)');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As buyers will see it. Too short');
    expect(screen.getByText('Too short').id).toBe(`${input.id}-error`);
    expect(screen.getByText('As buyers will see it.').id).toBe(`${input.id}-hint`);
  });

  it('leaves a valid field without a description', () => {
    render(<TextField label="Email" id="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('takes a label that is more than text', () => {
    render(
      <TextField
        label={
          <>
            Price <abbr title="Indian rupees">(₹)</abbr>
          </>
        }
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Price (₹)' })).toBeInTheDocument();
  });

  it('shows a password when asked', async () => {
    render(<PasswordField label="Password" error="at least 8 characters" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('labels a select and a textarea the same way', () => {
    render(
      <>
        <SelectField label="Category" error="choose a category">
          <option value="">Choose…</option>
        </SelectField>
        <TextAreaField label="Description" optional hint="Up to 2000 characters." />
        <TextAreaField label="Address" rows={6} />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a category');
    const description = screen.getByLabelText('Description (optional)');
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveAttribute('rows', '3');
    expect(description).toHaveAccessibleDescription('Up to 2000 characters.');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('rows', '6');
  });
});

describe('form feedback', () => {
  it('shows an alert only when there is something to say', () => {
    const { rerender } = render(<FormAlert>{null}</FormAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert>Wrong email or password.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.');
  });

  it('shows a notice with its title', () => {
    render(<FormNotice title="Check your email">We sent you a link.</FormNotice>);
    expect(screen.getByRole('status')).toHaveTextContent('Check your emailWe sent you a link.');
  });

  it('says what a pending submit button is doing and cannot be pressed again', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });
});
