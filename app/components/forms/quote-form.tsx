import { endpoints } from '~/config';
import { integrationTypes, productCounts, successTexts, syncOrdersChoices } from '~/content/forms';
import { RadioGroupField, SelectField, TextField } from './field';
import { pickFields, SubmissionForm } from './submission-form';

/** Spec §3 "Quote request", in the order the webhook receives them. */
export const QUOTE_FIELDS = [
  'name',
  'email',
  'phone',
  'website',
  'productCount',
  'syncOrders',
  'vendorName',
  'vendorWebsite',
  'integrationType',
] as const;

export function QuoteForm() {
  return (
    <SubmissionForm
      label="Custom integration quote request"
      endpoint={endpoints.quote}
      encode={(data) => pickFields(data, QUOTE_FIELDS)}
      submitLabel="Request a Quote"
      sendingLabel="Submitting..."
      success={successTexts.quote}
    >
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">About you</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField label="Name" name="name" required autoComplete="name" />
          <TextField label="Email" name="email" type="email" required autoComplete="email" />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
          <TextField
            label="Store website"
            name="website"
            type="url"
            required
            placeholder="https://your-store.com"
          />
          <SelectField
            label="Products in your store"
            name="productCount"
            options={productCounts}
            placeholder="Select a range"
            required
            defaultValue=""
          />
        </div>
        <div className="mt-5">
          <RadioGroupField
            label="Should the integration route orders too?"
            name="syncOrders"
            options={syncOrdersChoices}
            required
          />
        </div>
      </fieldset>
      <fieldset className="mt-8">
        <legend className="text-lg font-semibold text-slate-900">About your vendor</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField label="Vendor name" name="vendorName" required />
          <TextField
            label="Vendor website"
            name="vendorWebsite"
            type="url"
            required
            placeholder="https://vendor.com"
          />
          <SelectField
            label="How does the vendor share data?"
            name="integrationType"
            options={integrationTypes}
            placeholder="Not sure"
            defaultValue=""
          />
        </div>
      </fieldset>
    </SubmissionForm>
  );
}
