import type { Metadata } from 'next';
import {
  RegisterInterestFormBlock,
  type RegisterInterestFormContent,
} from '@/blocks/register-interest-form/component';
import { MessagePage } from '@/components/pages/message-page';

export const metadata: Metadata = {
  title: 'Not available at your address yet',
  description: 'Our full-fibre network does not reach this address yet.',
};

/** The register-interest block this page always has (decision 0364): 'tell me when service arrives'. */
const TELL_ME_WHEN_SERVICE_ARRIVES: RegisterInterestFormContent = {
  heading: 'Tell me when service arrives',
  body: 'Leave your details and we will let you know as soon as you can order full fibre at this address.',
  submitLabel: 'Register my interest',
  anchor: 'register-interest',
};

/**
 * Where an address we cannot connect yet ends (Far Lane, the multi-dwelling flats that are not
 * ready, a plot without a uprn): the message, and the register-interest form for the address the
 * visitor chose, so they can still do something here.
 */
export default function ServiceUnavailablePage() {
  return (
    <>
      <MessagePage
        heading="Sorry, we can't connect your address yet"
        links={[
          { href: '#register-interest', label: 'Register your interest', primary: true },
          { href: '/address-finder', label: 'Check another address' },
          { href: '/', label: 'Back to the home page' },
        ]}
      >
        <p>Our full-fibre network does not reach this address, so we can't take an order for it online.</p>
        <p>
          We are building all the time: register your interest below and we will tell you when we get there.
        </p>
      </MessagePage>
      <RegisterInterestFormBlock block={TELL_ME_WHEN_SERVICE_ARRIVES} />
    </>
  );
}
