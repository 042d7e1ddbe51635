import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';

import { common } from '@/lib/i18n';

// Labelled form controls: every control has a <label>, says when it is invalid (aria-invalid) and
// points at its hint and its error (aria-describedby), which shows right under it.

type FieldChrome = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

/** Server messages may arrive in lower case ("enter a valid email address"); show them as sentences. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The look of a text input, select or textarea; red while `invalid`. */
export const controlClass = (invalid: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2.5 text-stone-900 shadow-xs placeholder:text-stone-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${
    invalid ? 'border-red-500 focus:outline-red-500' : 'border-stone-300 focus:outline-brand-500'
  }`;

/** The ids that tie a control to its hint and error; `describedBy` goes on the control. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function FieldLabel({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  optional?: boolean | undefined;
}) {
  const t = common.useT();
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-stone-800">
      {label}
      {optional && <span className="font-normal text-stone-500"> {t('field.optional')}</span>}
    </label>
  );
}

export function FieldError({ id, message }: { id?: string | undefined; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {sentence(message)}
    </p>
  );
}

export function FieldHint({ id, hint }: { id?: string | undefined; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-xs text-stone-500">
      {hint}
    </p>
  );
}

type TextFieldProps = FieldChrome & ComponentProps<'input'>;

export function TextField({ label, error, hint, optional, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <input
        id={ids.controlId}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={controlClass(Boolean(error))}
        {...input}
      />
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'label' | 'optional'> & {
  /** Plain text: the show button is named after it ("Show password"). */
  label: string;
};

/** A password input with a button that shows what was typed (handy on a phone keyboard). */
export function PasswordField({ label, error, hint, id, className, ...input }: PasswordFieldProps) {
  const t = common.useT();
  const ids = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <FieldLabel htmlFor={ids.controlId} label={label} />
      <div className="relative">
        <input
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          aria-invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          className={`${controlClass(Boolean(error))} pr-11`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t('field.show', { label: label.toLowerCase() })}
          aria-pressed={visible}
          aria-controls={ids.controlId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-stone-500 hover:text-brand-700"
        >
          {visible ? (
            <EyeOff className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Eye className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

type SelectFieldProps = FieldChrome & ComponentProps<'select'>;

export function SelectField({
  label,
  error,
  hint,
  optional,
  id,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <select
        id={ids.controlId}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={controlClass(Boolean(error))}
        {...select}
      >
        {children}
      </select>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

type TextAreaFieldProps = FieldChrome & ComponentProps<'textarea'>;

/** A multi-line text control, three rows high unless `rows` says otherwise. */
export function TextAreaField({
  label,
  error,
  hint,
  optional,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <textarea
        id={ids.controlId}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={controlClass(Boolean(error))}
        rows={3}
        {...textarea}
      />
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
