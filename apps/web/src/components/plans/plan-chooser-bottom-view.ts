import 'server-only';
import { getPlanChooser } from '@/cms/queries';
import { type PlanChooserBottomView, planChooserBottomView } from './plan-chooser-bottom';

/** The bottom link and card from the CMS; none when the CMS cannot be read (the plans matter more). */
export async function readPlanChooserBottom(): Promise<PlanChooserBottomView> {
  try {
    return planChooserBottomView(await getPlanChooser());
  } catch {
    return { link: null, card: null };
  }
}
