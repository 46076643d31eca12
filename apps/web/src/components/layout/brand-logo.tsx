import Link from 'next/link';

/** The wordmark; text rather than an image, so it is sharp, light and needs no alt text. */
export function BrandLogo({ brandName }: { brandName: string }) {
  const [before, after] = brandName.includes('!') ? brandName.split('!', 2) : [brandName, ''];
  return (
    <Link
      href="/"
      className="rounded-md text-2xl font-extrabold tracking-tight text-brand-900 no-underline"
      aria-label={`${brandName} home`}
    >
      {before}
      {brandName.includes('!') ? <span className="text-accent-600">!</span> : null}
      {after}
    </Link>
  );
}
