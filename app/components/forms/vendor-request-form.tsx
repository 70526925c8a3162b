import { vendorRequestForm } from '~/forms/vendor-request';
import { FormField } from './field';
import { SubmissionForm } from './submission-form';

export function VendorRequestForm({ vendor }: { vendor: string }) {
  return (
    <SubmissionForm label={`Request the ${vendor} integration`} form={vendorRequestForm}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={vendorRequestForm} name="name" />
        <FormField form={vendorRequestForm} name="email" />
        <FormField form={vendorRequestForm} name="website" className="sm:col-span-2" />
        <FormField
          form={vendorRequestForm}
          name="message"
          placeholder={`Tell us about your store and how you work with ${vendor}.`}
          className="sm:col-span-2"
        />
        {/* The vendor's display name travels with the request (spec §3). */}
        <FormField form={vendorRequestForm} name="vendor" value={vendor} />
      </div>
    </SubmissionForm>
  );
}
