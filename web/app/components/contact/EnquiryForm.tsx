import { projectTypes, budgets } from "~/content/enquiry";

/**
 * The project enquiry form. A plain HTML form that posts to the server, so it works before
 * (and without) JavaScript. Field names are the API's.
 */
export function EnquiryForm() {
  return (
    <form method="post" action="/api/enquiries" className="grid gap-5 sm:grid-cols-2">
      <Field label="First name" name="firstName" autoComplete="given-name" required />
      <Field label="Last name" name="lastName" autoComplete="family-name" required />
      <Field label="Work email" name="email" type="email" autoComplete="email" required />
      <Field label="Company" name="company" autoComplete="organization" />
      <Select label="Project type" name="projectType" options={projectTypes} />
      <Select label="Budget" name="budget" options={budgets} />
      <div className="sm:col-span-2">
        <label htmlFor="message" className="block text-sm font-medium text-ink">Message</label>
        <textarea id="message" name="message" rows={5} required className="mt-1.5 w-full rounded-xl border border-line-strong px-3.5 py-2.5" />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">Send enquiry</button>
      </div>
    </form>
  );
}

function Field({ label, name, type = "text", ...rest }: { label: string; name: string; type?: string; autoComplete?: string; required?: boolean }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-ink">{label}</label>
      <input id={name} name={name} type={type} className="mt-1.5 w-full rounded-xl border border-line-strong px-3.5 py-2.5" {...rest} />
    </div>
  );
}

function Select({ label, name, options }: { label: string; name: string; options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-ink">{label}</label>
      <select id={name} name={name} defaultValue="" className="mt-1.5 w-full rounded-xl border border-line-strong px-3.5 py-2.5">
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </div>
  );
}
