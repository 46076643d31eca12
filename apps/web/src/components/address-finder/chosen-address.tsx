/**
 * The address the visitor has just chosen, shown while the finder routes on (and on the /ots step
 * when it comes back). Not the shared AddressPanel: its Change lives beside the postcode here
 * ('Change postcode', which also empties and focuses the postcode box), so a second Change inside
 * the box would say the same thing twice.
 */
export function ChosenAddress({ address, className }: { address: string; className?: string }) {
  return (
    <div
      className={`rounded-md border-2 border-brand-700 bg-brand-50 px-4 py-3${className ? ` ${className}` : ''}`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-900">Your address</p>
      <p className="mt-1 text-lg text-slate-900">{address}</p>
    </div>
  );
}
