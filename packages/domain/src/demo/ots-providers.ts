/** One Touch Switch retail providers for the current-provider dropdown (GET /ots/providers). */
export interface OtsProvider {
  rcpid: string;
  name: string;
}

export const DEMO_OTS_PROVIDERS: readonly OtsProvider[] = [
  { rcpid: 'RCP-BT0001', name: 'BT' },
  { rcpid: 'RCP-SKY001', name: 'Sky' },
  { rcpid: 'RCP-VMO001', name: 'Virgin Media O2' },
  { rcpid: 'RCP-TTK001', name: 'TalkTalk' },
  { rcpid: 'RCP-VOD001', name: 'Vodafone' },
  { rcpid: 'RCP-PLU001', name: 'Plusnet' },
  { rcpid: 'RCP-EE0001', name: 'EE' },
  { rcpid: 'RCP-SHL001', name: 'Shell Energy Broadband' },
  { rcpid: 'RCP-HYP001', name: 'Hyperoptic' },
  { rcpid: 'RCP-COM001', name: 'Community Fibre' },
  { rcpid: 'RCP-OTH001', name: 'Other provider' },
];
