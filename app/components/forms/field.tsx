/**
 * Labelled form controls. Each wires its label, hint and error to the control
 * with ids from useId, so screen readers announce all three. Validation is the
 * browser's own (required, type=email, type=url, accept), as the spec asks.
 *
 * Forms use `FormField`, which renders a field from its contract (app/forms):
 * name, label, kind, required flag and options are never written in JSX, so
 * the browser cannot send a field the server does not know.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldSpec, FormSpec } from '~/forms/contract';
import { cn } from '~/lib/cn';

export const controlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-600 disabled:bg-slate-50';

interface FieldFrameProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, required mark, hint and error around one control, wired by ids. */
export function FieldFrame({ label, required, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        // Announced when it appears (the CV check), without moving focus.
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: string; hint?: ReactNode; error?: string; className?: string };

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame
      label={label}
      required={input.required}
      hint={hint}
      error={error}
      className={className}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={controlClass}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      required={textarea.required}
      hint={hint}
      error={error}
      className={className}
    >
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={5}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(controlClass, 'resize-y')}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  placeholder,
  ...select
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
    /** A blank first option, such as 'Select a plan'. */
    placeholder?: string;
  }) {
  return (
    <FieldFrame
      label={label}
      required={select.required}
      hint={hint}
      error={error}
      className={className}
    >
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={controlClass}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A question answered by one of a few radio buttons. */
export function RadioGroupField({
  label,
  name,
  options,
  required,
  defaultValue,
  disabled,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  defaultValue?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              required={required}
              defaultChecked={defaultValue === option.value}
              className="size-4 accent-brand-700"
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-slate-800">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

type FieldName<T extends FormSpec> = keyof T['fields'] & string;

export interface FormFieldProps<T extends FormSpec> {
  form: T;
  name: FieldName<T>;
  className?: string;
  /** A placeholder that depends on the page (the vendor's name). */
  placeholder?: string;
  /** A controlled value: a preselected choice, or a hidden field's value. */
  value?: string;
  /** Options the contract takes from content (`optionsFrom`), from the page's loader. */
  options?: readonly { value: string; label: string }[];
  onValueChange?: (value: string) => void;
}

/** One field of a form, rendered from its contract. */
export function FormField<T extends FormSpec>({
  form,
  name,
  className,
  placeholder,
  value,
  onValueChange,
  options,
}: FormFieldProps<T>) {
  const field: FieldSpec = form.fields[name]!;
  const common = {
    name,
    label: field.label,
    required: field.required,
    className,
    autoComplete: field.autoComplete,
  };
  switch (field.kind) {
    case 'hidden':
      return <input type="hidden" name={name} value={value ?? ''} />;
    case 'long-text':
      return (
        <TextAreaField
          {...common}
          rows={field.rows}
          placeholder={placeholder ?? field.placeholder}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={field.options ?? options ?? []}
          placeholder={field.placeholder}
          {...(value === undefined
            ? { defaultValue: '' }
            : { value, onChange: (event) => onValueChange?.(event.target.value) })}
        />
      );
    case 'radio':
      return (
        <RadioGroupField
          label={field.label}
          name={name}
          options={field.options ?? []}
          required={field.required}
        />
      );
    default:
      return (
        <TextField {...common} type={field.kind} placeholder={placeholder ?? field.placeholder} />
      );
  }
}
