/** The spec's words when the product catalogue cannot be read (ordering-journey.md §8). */
const PRODUCTS_UNAVAILABLE_MESSAGE = 'Products could not be loaded...';

/**
 * What a page that needs the catalogue shows when the provider could not give it: an alert, so a
 * screen reader hears it as soon as the page loads.
 */
export function ProductsUnavailable({ className }: { className?: string }) {
  return (
    <p className={`text-lg font-semibold text-red-800${className ? ` ${className}` : ''}`} role="alert">
      {PRODUCTS_UNAVAILABLE_MESSAGE}
    </p>
  );
}

/** The spec's words when the catalogue has no plan for this visitor's choices (ordering-journey.md §8). */
const NO_PRODUCTS_MESSAGE = 'No products';

/**
 * What a product list shows when it is empty: a plain line, not an alert, since nothing went wrong
 * and it is there when the page loads (or the visitor's own change of filter brought it).
 */
export function NoProducts({ className }: { className?: string }) {
  return <p className={`text-lg text-slate-700${className ? ` ${className}` : ''}`}>{NO_PRODUCTS_MESSAGE}</p>;
}
