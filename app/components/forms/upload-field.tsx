import type { Ref } from 'react';
import type { UploadSpec } from '~/forms/contract';
import { cn } from '~/lib/cn';
import { controlClass, FieldFrame } from './field';

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
  return (
    <FieldFrame
      label={upload.label}
      required
      hint={upload.hint}
      error={error}
      className={className}
    >
      {({ id, describedBy }) => (
        <input
          ref={ref}
          id={id}
          name={upload.name}
          type="file"
          accept={upload.accept}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onFileChange(event.currentTarget)}
          className={cn(
            controlClass,
            'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800',
          )}
        />
      )}
    </FieldFrame>
  );
}
