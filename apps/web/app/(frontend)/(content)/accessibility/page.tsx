import type { Metadata } from 'next';
import { AccessibilityStatement } from '@/components/accessibility/accessibility-statement';

export const metadata: Metadata = {
  title: 'Accessibility statement',
  description:
    'How accessible our website is, its known limits, how to get your contract in large print, braille or audio, and how to report a problem.',
};

/** /accessibility: the accessibility statement, linked from the footer (decision 0684). */
export default function AccessibilityPage() {
  return <AccessibilityStatement />;
}
