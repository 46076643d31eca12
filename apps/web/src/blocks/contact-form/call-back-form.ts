import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import type { ContactFormBlockData } from '@/payload-types';

/**
 * The call-back form of /address-not-listed ('I can't find my address') (decision 0685): the contact form (its bot check,
 * budget and e-mail service) set up in code, asking for the address in the visitor's own words,
 * since the finder did not list it, and whether they want a call or word when full fibre arrives.
 * The postcode field stays off: the contact form checks a postcode against the finder's list.
 */
export const CALL_BACK_FORM: ContactFormBlockData = {
  blockType: 'contact-form',
  formHeading: 'Ask us to call you back',
  name: { label: 'Full name', type: 'text', error: 'Enter your full name' },
  email: { label: 'Email address', type: 'email', error: 'Enter an email address, like name@example.com' },
  phone: { label: 'Phone number', type: 'tel', error: 'Enter a UK phone number, like 01632 960 001' },
  city: { label: 'Town or city', display: false },
  address: {
    label: 'Your address, with its postcode',
    type: 'textarea',
    error: 'Enter your address',
    display: true,
  },
  postcode: { label: 'Postcode', display: false },
  birthdate: { label: 'Date of birth', display: false },
  message: {
    label: 'Would you like a call back, or to hear when full fibre reaches you? Tell us when suits you.',
    type: 'textarea',
    error: 'Tell us what you would like',
    display: true,
  },
  terms: { label: 'I agree to Terms & Conditions', error: 'Please agree to the terms and conditions' },
  subscription: { display: false },
  submitLabel: 'Ask for a call back',
  successMessage:
    'Thank you. We will call you within one working day, or let you know as soon as full fibre reaches your address.',
  errorMessage: `Sorry, your request could not be sent. Please try again or call us on ${PROVIDER_PHONE.display}.`,
};
