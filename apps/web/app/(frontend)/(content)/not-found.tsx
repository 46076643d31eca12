import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-brand-900">Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        If you typed the web address, check it is correct. If you pasted it, check you copied the whole
        address.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link href="/" className="btn btn-secondary">
          Go to the home page
        </Link>
        <Link href="/address-finder" className="btn btn-outline">
          Check availability
        </Link>
      </p>
    </div>
  );
}
