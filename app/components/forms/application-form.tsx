import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applicationForm } from '~/forms/application';
import type { Choice } from '~/forms/contract';
import { useHydrated } from '~/hooks/use-hydrated';
import { preselectedValue, resumeProblem } from '~/lib/forms/preselect';
import { FormField } from './field';
import { UploadField } from './upload-field';
import { SubmissionForm } from './submission-form';

const upload = applicationForm.upload;

/** `positions`: the open positions, from the page's loader (optionsOf the position field). */
export function ApplicationForm({ positions }: { positions: readonly Choice[] }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered page cannot know the query; the choice from the link
  // applies once hydrated, until the visitor picks another.
  const [chosen, setChosen] = useState<string | null>(null);
  const position = chosen ?? (hydrated ? preselectedValue(params.get('position'), positions) : '');
  const [resumeError, setResumeError] = useState<string>();
  const resumeRef = useRef<HTMLInputElement>(null);

  return (
    <SubmissionForm
      label="Job application"
      form={applicationForm}
      check={() => {
        const problem = resumeProblem(resumeRef.current?.files?.[0], upload);
        setResumeError(problem);
        if (problem) resumeRef.current?.focus();
        return problem;
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={applicationForm} name="fullName" />
        <FormField form={applicationForm} name="email" />
        <FormField form={applicationForm} name="phone" />
        <FormField
          form={applicationForm}
          name="position"
          options={positions}
          value={position}
          onValueChange={setChosen}
        />
        <FormField form={applicationForm} name="linkedinUrl" />
        <FormField form={applicationForm} name="githubUrl" />
        <FormField form={applicationForm} name="portfolioUrl" className="sm:col-span-2" />
        <FormField form={applicationForm} name="coverLetter" className="sm:col-span-2" />
        <UploadField
          ref={resumeRef}
          upload={upload}
          error={resumeError}
          className="sm:col-span-2"
          onFileChange={(input) => {
            const problem = resumeProblem(input.files?.[0], upload);
            // A file that is too large is cleared at once; a missing one is only
            // reported when the visitor submits.
            if (problem === upload.tooLarge) input.value = '';
            setResumeError(problem === upload.tooLarge ? problem : undefined);
          }}
        />
      </div>
    </SubmissionForm>
  );
}
