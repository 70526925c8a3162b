import { endpoints } from '~/config';
import { contactPlans, contactSubjects, successTexts } from '~/content/forms';
import { SelectField, TextAreaField, TextField } from './field';
import { pickFields, SubmissionForm } from './submission-form';

/** Spec §3 "Contact message", in the order the webhook receives them. */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'company',
  'phone',
  'plan',
  'websiteUrl',
  'subject',
  'message',
] as const;

export function ContactForm() {
  return (
    <SubmissionForm
      label="Contact form"
      endpoint={endpoints.contact}
      encode={(data) => pickFields(data, CONTACT_FIELDS)}
      submitLabel="Send Message"
      sendingLabel="Sending..."
      success={successTexts.contact}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" name="name" required autoComplete="name" />
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <TextField label="Company" name="company" autoComplete="organization" />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
        <SelectField
          label="Plan"
          name="plan"
          options={contactPlans}
          placeholder="Select a plan"
          defaultValue=""
        />
        <TextField
          label="Website URL"
          name="websiteUrl"
          type="url"
          placeholder="https://your-store.com"
          autoComplete="url"
        />
        <SelectField
          label="Subject"
          name="subject"
          options={contactSubjects}
          placeholder="Select a subject"
          required
          defaultValue=""
          className="sm:col-span-2"
        />
        <TextAreaField label="Message" name="message" required className="sm:col-span-2" />
      </div>
    </SubmissionForm>
  );
}
