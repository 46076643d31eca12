import type { Metadata } from 'next';
import { FullFibreExplained } from '@/components/full-fibre/full-fibre-explained';

export const metadata: Metadata = {
  title: 'What is full fibre?',
  description:
    'Full fibre means a fibre-optic cable all the way into your home: what it is, how it differs from part fibre, and the speed we guarantee.',
};

/** /full-fibre: the network technology explained (decision 0682). */
export default function FullFibrePage() {
  return <FullFibreExplained />;
}
