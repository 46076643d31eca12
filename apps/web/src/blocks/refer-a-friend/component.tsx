import type { ReferAFriendBlockData } from '@/payload-types';
import { ReferAFriendForm } from './component.lazy';

/**
 * The refer-a-friend block (§2, decision 0374): the referred friend leaves their e-mail, phone and
 * address as a prospect through POST /api/customer-prospect (the domain's prospectBodySchema), and
 * is shown the referral code to enter at checkout.
 */
export function ReferAFriendBlock({ block }: { block: ReferAFriendBlockData }) {
  return (
    <section
      id="refer-a-friend"
      aria-labelledby="refer-a-friend-heading"
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6"
    >
      <h2 id="refer-a-friend-heading" className="text-2xl font-extrabold text-brand-900">
        {block.heading}
      </h2>
      {block.body ? <p className="mt-3 text-lg text-slate-700">{block.body}</p> : null}
      <div className="mt-6">
        <ReferAFriendForm
          promoCode={block.promoCode}
          submitLabel={block.submitLabel}
          successMessage={block.successMessage}
        />
      </div>
    </section>
  );
}
