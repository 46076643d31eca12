import type { FaqCategory } from '@/cms/vocabulary';
import type { ButtonType, CtaEvent } from '@/fields/call-to-action';

export interface DemoFaqItem {
  question: string;
  answer: string;
  category: FaqCategory[];
  /** An item's own call to action (§3 'FAQ item'), one of each event in the demo (decision 0480). */
  ctaDisplay?: boolean;
  ctaLabel?: string;
  ctaButtonType?: ButtonType;
  ctaLink?: string;
  ctaEvent?: CtaEvent;
}

/** demo-data.md: at least 10 questions over Installation, Speed, Equipment and Phone. */
export const DEMO_FAQ_ITEMS: readonly DemoFaqItem[] = [
  {
    question: 'How long does installation take?',
    answer:
      'Most installations take **2 to 4 hours**. An engineer fits a small box inside your home and connects your router.',
    category: ['Installation'],
  },
  {
    question: 'Do I need to be at home for the installation?',
    answer:
      'Yes, someone over 18 needs to be at home for the whole appointment so the engineer can work inside.',
    category: ['Installation'],
  },
  {
    question: 'Will the engineer need to drill holes?',
    answer:
      'Usually one small hole through an outside wall for the fibre cable. The engineer agrees the route with you first.',
    category: ['Installation', 'Equipment'],
  },
  {
    question: 'Can I change my installation date?',
    answer:
      'Yes. Call us on 0808 157 0192 at least two working days before the appointment and we will find another slot.',
    category: ['Installation'],
  },
  {
    question: 'What speed will I get?',
    answer:
      'Full fibre gives you the speed of your plan at busy times too. Wi-Fi speeds depend on where your devices are; a wired connection gets the most.',
    category: ['Speed'],
    ctaDisplay: true,
    ctaLabel: 'Check your address',
    ctaButtonType: 'outline',
    ctaEvent: 'postcode-checker',
  },
  {
    question: 'Are upload speeds the same as download speeds?',
    answer:
      'Yes, our plans are **symmetric**: upload as fast as you download, which helps video calls and backups.',
    category: ['Speed'],
  },
  {
    question: 'How do I test my broadband speed?',
    answer:
      'Use our [speed test](/speed-test) on a device connected to the router by cable for the most accurate result.',
    category: ['Speed', 'Equipment'],
  },
  {
    question: 'Which router do I get?',
    answer:
      'A Wi-Fi 6 router is included with every plan at no extra cost. It is yours to use for as long as you are with us.',
    category: ['Equipment'],
  },
  {
    question: 'Can I use my own router?',
    answer:
      'Yes. Any router that supports a PPPoE or IPoE fibre connection will work; we send the settings when your line is live.',
    category: ['Equipment'],
  },
  {
    question: 'Can I keep my phone number?',
    answer:
      'Yes. Choose the phone add-on and tell us your current number; we move it over when your broadband goes live.',
    category: ['Phone'],
    ctaDisplay: true,
    ctaLabel: 'See the plans',
    ctaButtonType: 'secondary',
    ctaEvent: 'go-to-packages',
  },
  {
    question: 'Do I need a landline?',
    answer:
      'No. Our broadband needs no landline and there is no line rental. A phone line is an optional add-on.',
    category: ['Phone'],
  },
  {
    question: 'Will my phone work in a power cut?',
    answer:
      'A digital phone line needs power. If you rely on a phone in an emergency, tell us and we will provide a battery back-up unit free of charge.',
    category: ['Phone', 'Equipment'],
    ctaDisplay: true,
    ctaLabel: 'Ofcom’s advice on phones',
    ctaButtonType: 'hyperlink',
    ctaLink: 'https://www.ofcom.org.uk',
    ctaEvent: 'external-link',
  },
];
