import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpoints } from '~/config';
import { resumeRules, successTexts } from '~/content/forms';
import { useHydrated } from '~/hooks/use-hydrated';
import { preselectedPosition, resumeProblem } from '~/lib/forms/positions';
import { controlClass, SelectField, TextAreaField, TextField } from './field';
import { SubmissionForm } from './submission-form';

/** Spec §3 "Application form"; the resume file is sent with them as multipart data. */
export const APPLICATION_FIELDS = [
  'fullName',
  'email',
  'phone',
  'position',
  'linkedinUrl',
  'githubUrl',
  'portfolioUrl',
  'coverLetter',
] as const;

export function ApplicationForm({ positions }: { positions: readonly string[] }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered page cannot know the query; the choice from the link
  // applies once hydrated, until the visitor picks another.
  const [chosen, setChosen] = useState<string | null>(null);
  const position =
    chosen ?? (hydrated ? preselectedPosition(params.get('position'), positions) : '');
  const [resumeError, setResumeError] = useState<string>();
  const resumeRef = useRef<HTMLInputElement>(null);

  return (
    <SubmissionForm
      label="Job application"
      endpoint={endpoints.application}
      encode={(data) => {
        const body = new FormData();
        for (const name of APPLICATION_FIELDS) body.set(name, String(data.get(name) ?? '').trim());
        const resume = data.get('resume');
        if (resume instanceof File) body.set('resume', resume, resume.name);
        return body;
      }}
      check={() => {
        const problem = resumeProblem(resumeRef.current?.files?.[0], resumeRules);
        setResumeError(problem);
        if (problem) resumeRef.current?.focus();
        return problem;
      }}
      submitLabel="Submit Application"
      sendingLabel="Submitting..."
      success={successTexts.application}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" name="fullName" required autoComplete="name" />
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
        <SelectField
          label="Position"
          name="position"
          options={positions.map((title) => ({ value: title, label: title }))}
          placeholder="Select a position"
          required
          value={position}
          onChange={(event) => setChosen(event.target.value)}
        />
        <TextField
          label="LinkedIn profile"
          name="linkedinUrl"
          type="url"
          placeholder="https://linkedin.com/in/..."
        />
        <TextField
          label="GitHub profile"
          name="githubUrl"
          type="url"
          placeholder="https://github.com/..."
        />
        <TextField
          label="Portfolio or website"
          name="portfolioUrl"
          type="url"
          placeholder="https://..."
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Cover letter"
          name="coverLetter"
          rows={6}
          placeholder="What draws you to this role, and what would you bring to it?"
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <label htmlFor="resume" className="text-sm font-medium text-slate-800">
            CV / Resume
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            ref={resumeRef}
            id="resume"
            name="resume"
            type="file"
            accept={resumeRules.accept}
            aria-required="true"
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? 'resume-hint resume-error' : 'resume-hint'}
            onChange={(event) => {
              const input = event.currentTarget;
              const problem = resumeProblem(input.files?.[0], resumeRules);
              // A file that is too large is cleared at once; a missing one is only
              // reported when the visitor submits.
              if (problem === resumeRules.tooLarge) input.value = '';
              setResumeError(problem === resumeRules.tooLarge ? problem : undefined);
            }}
            className={`${controlClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800`}
          />
          <p id="resume-hint" className="mt-1 text-xs text-slate-600">
            PDF, DOC or DOCX, up to 5 MB.
          </p>
          {resumeError ? (
            <p id="resume-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {resumeError}
            </p>
          ) : null}
        </div>
      </div>
    </SubmissionForm>
  );
}
