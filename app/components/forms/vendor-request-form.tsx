import { endpoints } from '~/config';
import { successTexts } from '~/content/forms';
import { TextAreaField, TextField } from './field';
import { pickFields, SubmissionForm } from './submission-form';

/** Spec §3 "Vendor integration request"; `vendor` is added on submit. */
export const VENDOR_REQUEST_FIELDS = ['name', 'email', 'website', 'message'] as const;

export function VendorRequestForm({ vendor }: { vendor: string }) {
  return (
    <SubmissionForm
      label={`Request the ${vendor} integration`}
      endpoint={endpoints.vendorRequest}
      encode={(data) => ({ ...pickFields(data, VENDOR_REQUEST_FIELDS), vendor })}
      submitLabel="Send Request"
      sendingLabel="Sending..."
      success={successTexts.vendorRequest}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" name="name" required autoComplete="name" />
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <TextField
          label="Store website"
          name="website"
          type="url"
          placeholder="https://your-store.com"
          autoComplete="url"
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          placeholder={`Tell us about your store and how you work with ${vendor}.`}
          className="sm:col-span-2"
        />
      </div>
    </SubmissionForm>
  );
}
