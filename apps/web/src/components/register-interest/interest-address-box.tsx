import Link from 'next/link';

/** Where the interest is registered: the chosen address, or a link to choose one first. */
export function InterestAddressBox({ address }: { address: { line: string } | null }) {
  return (
    <div className="mb-6 rounded-xl bg-slate-100 p-4">
      {address ? (
        <p>
          <span className="block text-sm font-bold uppercase tracking-wide text-slate-700">
            Registering interest at
          </span>
          {address.line}
        </p>
      ) : (
        <p>
          <Link href="/address-finder" className="font-semibold text-brand-700 underline underline-offset-4">
            Find your address
          </Link>{' '}
          first, so we know where you would like full fibre.
        </p>
      )}
    </div>
  );
}
