import type { Metadata } from 'next';
import { MessagePage } from '@/components/pages/message-page';

export const metadata: Metadata = {
  title: 'Thank you for registering your interest',
  description: 'We will let you know as soon as you can order full fibre.',
  robots: { index: false },
};

/** A first name to greet with: trimmed, at most 50 characters (it comes from the address bar). */
function firstNameFrom(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  return text === '' ? null : text.slice(0, 50);
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** After the register-interest hero's submit (content-and-api.md §2): /bundles/gigaplus/success?firstName=… */
export default async function RegisterInterestSuccessPage({ searchParams }: Props) {
  const firstName = firstNameFrom((await searchParams).firstName);
  return (
    <MessagePage
      heading={firstName ? `Thank you, ${firstName}` : 'Thank you'}
      links={[
        { href: '/coverage', label: 'See where we are building', primary: true },
        { href: '/', label: 'Back to the home page' },
      ]}
    >
      <p>We have your details and will be in touch as soon as full fibre is ready at your address.</p>
      <p>Keep an eye on your inbox: we will e-mail you before anyone else hears about it.</p>
    </MessagePage>
  );
}
