/**
 * Small calculators inside the articles, on the same rule functions the
 * documentation describes, so what a merchant tries here is what the sync does.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useEarlyFieldValue } from '~/hooks/use-early-field-value';
import { formatMoney } from '~/lib/numbers';
import { applyPriceRules, describeStep } from '~/lib/rules/price';
import { reportedQuantity } from '~/lib/rules/quantity';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-2xl border border-brand-200 bg-brand-50/50 p-6"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function NumberField({
  label,
  value,
  onChange,
  step = 'any',
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: string;
  hint?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEarlyFieldValue(ref, (input) => {
    if (input.value !== value) onChange(input.value);
  });
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEarlyFieldValue(ref, (input) => {
    if (input.checked !== checked) onChange(input.checked);
  });
  return (
    <div className="flex items-center gap-2">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** An empty field means "no value"; anything else must be a non-negative number. */
function parseAmount(value: string): number | null | undefined {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

export function PriceCalculator() {
  const [cost, setCost] = useState('50');
  const [markup, setMarkup] = useState('65');
  const [map, setMap] = useState('85');
  const [msrp, setMsrp] = useState('100');
  const [enforceMap, setEnforceMap] = useState(true);
  const [enforceMsrp, setEnforceMsrp] = useState(true);

  const values = {
    cost: parseAmount(cost),
    markup: parseAmount(markup),
    map: parseAmount(map),
    msrp: parseAmount(msrp),
  };
  const valid =
    typeof values.cost === 'number' &&
    typeof values.markup === 'number' &&
    values.map !== undefined &&
    values.msrp !== undefined;
  const input = valid
    ? {
        cost: values.cost as number,
        markupPercent: values.markup as number,
        map: values.map,
        msrp: values.msrp,
        enforceMap,
        enforceMsrp,
      }
    : undefined;
  const result = input && applyPriceRules(input);

  return (
    <Frame title="Try the price rules">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NumberField label="Vendor cost ($)" value={cost} onChange={setCost} />
        <NumberField label="Markup (%)" value={markup} onChange={setMarkup} />
        <NumberField
          label="MAP ($)"
          value={map}
          onChange={setMap}
          hint="Leave empty if the product has none."
        />
        <NumberField
          label="MSRP ($)"
          value={msrp}
          onChange={setMsrp}
          hint="Leave empty if the product has none."
        />
        <Toggle label="Enforce MAP" checked={enforceMap} onChange={setEnforceMap} />
        <Toggle label="Enforce MSRP" checked={enforceMsrp} onChange={setEnforceMsrp} />
      </div>
      <div aria-live="polite" className="mt-6 rounded-xl bg-white p-4">
        {input && result ? (
          <>
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {result.steps.map((step) => (
                <li key={step.rule}>{describeStep(step, input)}</li>
              ))}
            </ol>
            <p className="mt-3 text-base font-semibold text-slate-900">
              Price in your store: <output>{formatMoney(result.price)}</output>
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            Enter a cost and a markup of zero or more to see the price.
          </p>
        )}
      </div>
    </Frame>
  );
}

export function QuantityCalculator() {
  const [vendor, setVendor] = useState('10');
  const [delta, setDelta] = useState('3');
  const vendorQuantity = Number(vendor);
  const deltaValue = Number(delta);
  const valid =
    vendor.trim() !== '' &&
    delta.trim() !== '' &&
    Number.isInteger(vendorQuantity) &&
    Number.isInteger(deltaValue) &&
    deltaValue >= 0;
  return (
    <Frame title="Try the Quantity Delta">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NumberField label="Vendor quantity" value={vendor} onChange={setVendor} step="1" />
        <NumberField label="Quantity Delta" value={delta} onChange={setDelta} step="1" />
      </div>
      <div aria-live="polite" className="mt-6 rounded-xl bg-white p-4">
        {valid ? (
          <p className="text-base font-semibold text-slate-900">
            Quantity in your store: <output>{reportedQuantity(vendorQuantity, deltaValue)}</output>
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            Enter whole numbers, with a delta of zero or more.
          </p>
        )}
      </div>
    </Frame>
  );
}
