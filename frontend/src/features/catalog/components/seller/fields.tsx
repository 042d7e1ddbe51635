import { type ComponentProps, type ReactNode, useId } from 'react';

// Labelled form controls for the seller's catalogue forms: every control has a <label>, says when
// it is invalid (aria-invalid) and points at its hint and its error (aria-describedby), which shows
// right under it. The same look and wiring as the auth feature's fields; the lint rule that keeps
// features apart stops us importing those, so this is a copy until both move to src/components.

type FieldChrome = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

/** Server messages may arrive in lower case ("must be at most 200 characters"); show sentences. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

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
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-stone-800">
      {label}
      {optional && <span className="font-normal text-stone-500"> (optional)</span>}
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
        {...textarea}
      />
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

/** A form's failure that belongs to no single field, such as a lost connection. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}
