import { quoteForm } from '~/forms/quote';
import { FormField } from './field';
import { SubmissionForm } from './submission-form';

export function QuoteForm() {
  return (
    <SubmissionForm label="Custom integration quote request" form={quoteForm}>
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">About you</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <FormField form={quoteForm} name="name" />
          <FormField form={quoteForm} name="email" />
          <FormField form={quoteForm} name="phone" />
          <FormField form={quoteForm} name="website" />
          <FormField form={quoteForm} name="productCount" />
        </div>
        <div className="mt-5">
          <FormField form={quoteForm} name="syncOrders" />
        </div>
      </fieldset>
      <fieldset className="mt-8">
        <legend className="text-lg font-semibold text-slate-900">About your vendor</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <FormField form={quoteForm} name="vendorName" />
          <FormField form={quoteForm} name="vendorWebsite" />
          <FormField form={quoteForm} name="integrationType" />
        </div>
      </fieldset>
    </SubmissionForm>
  );
}
