import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { contactForm } from '~/forms/contact';
import { useHydrated } from '~/hooks/use-hydrated';
import { preselectedValue } from '~/lib/forms/preselect';
import { FormField } from './field';
import { SubmissionForm } from './submission-form';

export function ContactForm() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // `/contact?subject=sales` (the Enterprise plan's button) preselects the
  // subject once hydrated: the prerendered page cannot know the query.
  const [chosen, setChosen] = useState<string | null>(null);
  const subject =
    chosen ??
    (hydrated ? preselectedValue(params.get('subject'), contactForm.fields.subject.options) : '');
  return (
    <SubmissionForm label="Contact form" form={contactForm}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={contactForm} name="name" />
        <FormField form={contactForm} name="email" />
        <FormField form={contactForm} name="company" />
        <FormField form={contactForm} name="phone" />
        <FormField form={contactForm} name="plan" />
        <FormField form={contactForm} name="websiteUrl" />
        <FormField
          form={contactForm}
          name="subject"
          value={subject}
          onValueChange={setChosen}
          className="sm:col-span-2"
        />
        <FormField form={contactForm} name="message" className="sm:col-span-2" />
      </div>
    </SubmissionForm>
  );
}
