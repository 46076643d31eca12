import { notFound } from 'next/navigation';

/**
 * A checkout step that does not exist (yet) is a 404 with the journey's reduced footer, as every
 * /checkout/* page has; the real steps (issue 10) are more specific routes and win (decision 0150).
 */
export default function UnknownCheckoutStepPage(): never {
  notFound();
}
