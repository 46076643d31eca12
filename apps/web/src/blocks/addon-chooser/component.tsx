import type { Product } from '@fibre/domain/schemas/product';
import { getProducts } from '@/lib/catalogue';
import type { AddonChooserBlockData } from '@/payload-types';
import { AddonChooser } from './component.lazy';

/** The add-on chooser with a catalogue given (tests give the demo catalogue). */
export function AddonChooserView({
  block,
  products,
}: {
  block: AddonChooserBlockData;
  products: readonly Product[] | null;
}) {
  return (
    <section
      id={block.anchor || 'add-ons'}
      aria-labelledby={`${block.anchor || 'add-ons'}-heading`}
      className="scroll-mt-24"
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id={`${block.anchor || 'add-ons'}-heading`} className="text-3xl font-extrabold text-brand-900">
          {block.heading}
        </h2>
        {block.body ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{block.body}</p> : null}
        <div className="mt-8">
          {products === null ? (
            <p className="text-lg text-slate-700">
              Our add-ons cannot be shown just now. Please try again shortly.
            </p>
          ) : (
            <AddonChooser
              products={products}
              productIds={block.productIds ?? []}
              proceedLabel={block.proceedLabel || 'Proceed'}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** The add-on chooser: the provider's catalogue read on the server (packages/provider-client). */
export async function AddonChooserBlock({ block }: { block: AddonChooserBlockData }) {
  return <AddonChooserView block={block} products={await getProducts()} />;
}
