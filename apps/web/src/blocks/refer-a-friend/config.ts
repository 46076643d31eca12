import type { Block } from 'payload';

/**
 * §2 'refer-a-friend' (decision 0374): the referred friend leaves their own details and address as a
 * prospect (POST /api/customer-prospect: email, phone, uprn) and is shown the referral code to use.
 */
export const referAFriendBlockConfig: Block = {
  slug: 'refer-a-friend',
  interfaceName: 'ReferAFriendBlockData',
  labels: { singular: 'Refer a friend', plural: 'Refer a friend' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Were you referred by a friend?' },
    { name: 'body', type: 'textarea' },
    {
      name: 'promoCode',
      type: 'text',
      required: true,
      defaultValue: 'FRIEND50',
      admin: { description: 'The referral promotion code the friend enters at checkout.' },
    },
    { name: 'submitLabel', type: 'text', required: true, defaultValue: 'Send my details' },
    {
      name: 'successMessage',
      type: 'textarea',
      required: true,
      defaultValue: 'Thank you. We will be in touch about full fibre at your address.',
    },
  ],
};
