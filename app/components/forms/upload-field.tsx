import { useId, type Ref } from 'react';
import type { UploadSpec } from '~/forms/contract';
import { cn } from '~/lib/cn';
import { controlClass } from './field';

/** The file a form carries (the CV), with its hint and the error shown under it. */
export function UploadField({
  upload,
  error,
  className,
  onFileChange,
  ref,
}: {
  upload: UploadSpec;
  error?: string;
  className?: string;
  onFileChange: (input: HTMLInputElement) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {upload.label}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        ref={ref}
        id={id}
        name={upload.name}
        type="file"
        accept={upload.accept}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onFileChange(event.currentTarget)}
        className={cn(
          controlClass,
          'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800',
        )}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {upload.hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
