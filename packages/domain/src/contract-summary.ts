import { type CalendarDate, formatIsoDate, longDate, monthAndYear } from './calendar';
import {
  BUSINESS_CONTRACT_ENDING_TEXT,
  hasConsumerCancellationRights,
  NOTICE_TO_LEAVE_TEXT,
} from './cancellation-rights';
import type { ContractLength } from './constants';
import { PROVIDER_PHONE } from './contact-phone';
import {
  billedMonthlyPayment,
  contractFigures,
  orderPromotions,
  type ContractPricePeriod as PricePeriod,
} from './contract-figures';
import { type ContractStart, contractMonthStart } from './contract-start';
import { isHomePhoneAddon, keepsExistingNumber } from './home-phone';
import { formatPrice, type Pence, penceFromPounds } from './money';
import { networkTechnologyLine } from './network-technology';
import { contractLengthLabel } from './package-filter';
import type { PreorderContext } from './preorder-pricing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';
import { minimumGuaranteedSpeedText } from './speed-guarantee';
import type { VatBasis } from './vat-basis';

/**
 * The Ofcom contract summary (General Conditions C1.3 to C1.6, decision 0210): the main terms of an
 * order as plain data, built from the products, promotions, contract start and VAT basis with the
 * domain's whole-contract figures (contract-figures.ts, decision 0440), the same the basket and the
 * review show. The provider API renders it to a PDF and the review
 * step can show it; both read the same figures. Money is stated in pounds and pence, and the
 * April rise as an amount a month with the months it applies to, never as a percentage.
 */

/** The provider as the summary names it. */
export const CONTRACT_SUMMARY_PROVIDER = {
  name: 'Hey!Broadband',
  legalName: 'Hey!Broadband Ltd',
  address: '1 Fibre Street, Demoton HB1 1AA',
  phone: PROVIDER_PHONE.display,
  openingHours: PROVIDER_PHONE.openingHours,
  email: 'help@heybroadband.example',
  website: 'https://heybroadband.example',
} as const;

/** Ofcom's required opening words of every contract summary. */
const CONTRACT_SUMMARY_INTRO =
  'This contract summary provides the main elements of this service offer as required by Ofcom. It ' +
  'helps to compare service offers. Complete information about the service is provided in other ' +
  'documents.';

const COOLING_OFF_TEXT =
  'You have the right to cancel within 14 days without giving a reason. The 14 days start the day ' +
  'after you place your order. To cancel, call us or send us the model cancellation form. If you ' +
  'asked for your service to start within the 14 days and then cancel, you pay only for the service ' +
  'you used until you told us.';

const ACCESSIBILITY_TEXT =
  'This summary, your contract and your bills are available free in large print, braille or audio, ' +
  'and we accept calls through Relay UK (dial 18001 before our number). Tell us if you rely on your ' +
  'phone line for a healthcare or medical alarm, or need extra help: we will record it and give ' +
  'priority to your faults.';

export interface ContractSummaryInput {
  plan: Product;
  addons: readonly Product[];
  /** The promotions applied to the order; a promotion marked valid: false is left out. */
  promotions: readonly Promotion[];
  /** When month 1 starts (contract-start.ts, decision 0440). */
  start: ContractStart;
  /** 'excluding-vat' for a business (BUS) customer: every figure without VAT. */
  basis: VatBasis;
  /** A pre-order is priced at the pre-order price when it applies. */
  preorder?: PreorderContext;
  /** The order number (the customer code), when there is an order. */
  orderNumber?: string | null;
}

/** A run of months billed the same recurring amount, with its words. */
interface ContractPricePeriod extends PricePeriod {
  text: string;
}

interface ContractSummarySection {
  heading: string;
  lines: string[];
}

export interface ContractSummary {
  title: string;
  intro: string;
  orderNumber: string | null;
  provider: typeof CONTRACT_SUMMARY_PROVIDER;
  planName: string;
  /** 'YYYY-MM-DD', or null while a pre-order's go-live day is unknown. */
  startDate: string | null;
  /** '2 December 2026', or 'The day your service goes live'. */
  startText: string;
  basis: VatBasis;
  vatNote: string;
  services: {
    downloadMbps: number;
    uploadMbps: number;
    homePhone: boolean;
    extras: string[];
  };
  contract: {
    months: number;
    lengthText: string;
  };
  price: {
    /** The recurring monthly charge of the first full-price month, after recurring promotions. */
    monthly: Pence;
    monthlyText: string;
    setUpFee: Pence;
    setUpFeeText: string;
    /** The April rise a month (0 for none). */
    annualIncrease: Pence;
    annualIncreaseText: string | null;
    /** The first month billed with a rise, or null when no month is. */
    firstIncreaseMonth: number | null;
    periods: ContractPricePeriod[];
    /** The total contract value: what the whole minimum term costs, one-offs included. */
    total: Pence;
    totalText: string;
    /** True while the start is unknown: the total is the most the term can cost. */
    totalIsMaximum: boolean;
    /** '£900.00', or 'at most £900.00' while the start is unknown. */
    totalStatement: string;
    /** One-off credits (AMTOFF) taken off the first bills. */
    oneOffCredit: Pence;
    /** The VAT the total leaves out (business), else null. */
    vat: Pence | null;
  };
  promotions: { code: string; text: string }[];
  earlyExit: {
    /** The most an early exit costs: every monthly charge after the first month. */
    maximum: Pence;
    text: string;
  };
  /** The 14-day right to cancel, or null for a business, which has none (decision 0280). */
  coolingOffText: string | null;
  accessibilityText: string;
  /** Everything above in reading order, as the PDF and the review step show it. */
  sections: ContractSummarySection[];
}

/** Pounds and pence always: '£30.00', '£3.00'. */
function poundsAndPence(pence: Pence): string {
  return formatPrice(pence, { forceDecimals: true });
}

/** The month and year contract month m starts in. */
function monthStarting(start: CalendarDate, month: number): string {
  return monthAndYear(contractMonthStart(start, month));
}

function monthsText(first: number, last: number): string {
  return first === last ? `Month ${first}` : `Months ${first} to ${last}`;
}

/** A promotion in words, with its figures in pounds and pence. */
export function promotionText(promotion: Promotion): string {
  const value = promotion.promotion_value;
  switch (promotion.promotion_type) {
    case 'RECURAMTOFF':
      return `${poundsAndPence(penceFromPounds(value))} off every month`;
    case 'RECUR%OFF':
      return `${value}% off the monthly price every month`;
    case 'AMTOFF':
      return `${poundsAndPence(penceFromPounds(value))} off your first bills`;
    case 'FREEMONTHS':
    case 'FREEMONTHSINCONTRACT':
      return `First ${value} ${value === 1 ? 'month' : 'months'} free`;
    case 'NOTPAYUNTIL':
      return `Nothing to pay for the first ${value} ${value === 1 ? 'month' : 'months'}`;
  }
}

/** The Ofcom contract summary of an order. Pure: the contract start is given. */
export function buildContractSummary(input: ContractSummaryInput): ContractSummary {
  const plan = input.plan;
  const products = [plan, ...input.addons];
  const promotions = orderPromotions(products, input.promotions);
  const figures = contractFigures({
    plan,
    addons: input.addons,
    promotions,
    billed: billedMonthlyPayment({ plan, addons: input.addons, promotions, preorder: input.preorder }),
    basis: input.basis,
    start: input.start,
  });
  const addressType = input.basis === 'excluding-vat' ? 'BUS' : 'RES';
  const start = figures.startDay;
  const periods: ContractPricePeriod[] = figures.periods.map((period) => ({
    ...period,
    text:
      `${monthsText(period.firstMonth, period.lastMonth)}: ${poundsAndPence(period.monthly)} a month` +
      (period.increase > 0 ? ` (includes April price rises of ${poundsAndPence(period.increase)})` : ''),
  }));
  const months = figures.months;
  const monthly = figures.monthly;
  const setUpFee = figures.setUpFee;
  const annualIncrease = figures.annualIncrease;
  const vat = figures.vat;
  const firstIncrease = periods.find((period) => period.increase > 0) ?? null;
  const totalText = poundsAndPence(figures.total);
  const totalStatement = figures.totalIsMaximum ? `at most ${totalText}` : totalText;
  const startText = start ? formatDate(start) : 'The day your service goes live';
  const homePhone = input.addons.find(isHomePhoneAddon);
  const extras = input.addons.filter((addon) => !isHomePhoneAddon(addon)).map((addon) => addon.name);
  const lengthText = contractLengthLabel(months as ContractLength);
  const vatNote =
    input.basis === 'excluding-vat'
      ? 'All prices exclude VAT, which is added to your bills at the standard rate.'
      : 'All prices include VAT.';
  const promotionLines = promotions.map((promotion) => ({
    code: promotion.code,
    text: promotionText(promotion),
  }));

  // Leaving in the minimum term costs the monthly charges left in it; the most is after month 1.
  const maximumExit = periods.reduce(
    (sum, period) =>
      sum + period.monthly * Math.max(0, period.lastMonth - Math.max(period.firstMonth, 2) + 1),
    0,
  );
  const earlyExitText =
    months === 0
      ? 'There is no minimum term and no early exit charge.'
      : `If you end the contract before the end of the ${lengthText} minimum term, you pay the monthly ` +
        `charges left until its end: at most ${poundsAndPence(maximumExit)}, less the longer you stay.`;

  const coolingOffText = hasConsumerCancellationRights(addressType) ? COOLING_OFF_TEXT : null;

  const provider = CONTRACT_SUMMARY_PROVIDER;
  const planName = plan.display_name ?? plan.name;
  const speedLine = `Broadband: ${planName}, full fibre with unlimited data. Download speed up to ${plan.speed_down} Mbps, upload speed up to ${plan.speed_up} Mbps.`;
  const homePhoneLines = homePhone
    ? [
        `Home phone: ${homePhone.name}, with unlimited calls to UK landlines and mobiles (01, 02, 03 and 07 numbers).`,
        ...(keepsExistingNumber([homePhone])
          ? ['Your existing number moves to us 2 to 3 weeks after your broadband goes live.']
          : []),
      ]
    : [];
  const increaseLines =
    annualIncrease > 0 && firstIncrease && start === null
      ? [
          `Each April your monthly price goes up by ${poundsAndPence(annualIncrease)} a month, from 2 April. ` +
            'Your minimum term starts the day your service goes live, which we do not know yet, so the ' +
            `figures below assume the first rise comes as soon as it can, in month ${firstIncrease.firstMonth}: they are the most you will pay.`,
        ]
      : annualIncrease > 0 && firstIncrease && start
        ? [
            `Each April your monthly price goes up by ${poundsAndPence(annualIncrease)} a month, from 2 April. ` +
              `The first rise applies from month ${firstIncrease.firstMonth} (${monthStarting(start, firstIncrease.firstMonth)}).`,
          ]
        : annualIncrease > 0
          ? [
              `Each April your monthly price goes up by ${poundsAndPence(annualIncrease)} a month, from 2 April; no April falls in this term.`,
            ]
          : ['There is no annual price rise.'];

  const sections: ContractSummarySection[] = [
    {
      heading: 'Your provider',
      lines: [
        `${provider.legalName}, ${provider.address}.`,
        `Phone ${provider.phone} (${provider.openingHours}), e-mail ${provider.email}, ${provider.website}.`,
      ],
    },
    {
      heading: 'Services and equipment',
      lines: [
        speedLine,
        networkTechnologyLine(provider.website),
        ...homePhoneLines,
        ...extras.map((name) => `Extra: ${name}.`),
        'A Wi-Fi router is included and lent to you for the contract.',
      ],
    },
    {
      heading: 'Speeds of the internet service and remedies',
      lines: [
        `Estimated maximum speeds: download up to ${plan.speed_down} Mbps, upload up to ${plan.speed_up} Mbps over a wired connection.`,
        minimumGuaranteedSpeedText({ down: plan.speed_down, up: plan.speed_up }),
      ],
    },
    {
      heading: 'Price',
      lines: [
        `Monthly price: ${poundsAndPence(monthly)} a month.`,
        ...increaseLines,
        ...periods.map((period) => `${period.text}.`),
        `One-off set-up fee: ${setUpFee > 0 ? poundsAndPence(setUpFee) : `${poundsAndPence(0)} (no admin fee)`}.`,
        ...promotionLines.map((line) => `Promotion ${line.code}: ${line.text}.`),
        `Total contract value: ${totalStatement} over ${months === 0 ? 'the first 30 days' : `the ${lengthText}`}.`,
        ...(vat === null ? [] : [`VAT on the total: ${poundsAndPence(vat)}.`]),
        vatNote,
      ],
    },
    {
      heading: 'Duration, renewal and termination',
      lines: [
        months === 0
          ? 'Contract length: 30 days, rolling on month by month.'
          : `Minimum term: ${lengthText} from ${start ? formatDate(start) : 'the day your service goes live'}. After it the contract rolls on month by month at the price then in force.`,
        NOTICE_TO_LEAVE_TEXT,
        earlyExitText,
      ],
    },
    coolingOffText === null
      ? { heading: 'Ending a business contract', lines: [BUSINESS_CONTRACT_ENDING_TEXT] }
      : { heading: 'Your right to cancel', lines: [coolingOffText] },
    { heading: 'Features for end-users with disabilities', lines: [ACCESSIBILITY_TEXT] },
  ];

  return {
    title: 'Contract summary',
    intro: CONTRACT_SUMMARY_INTRO,
    orderNumber: input.orderNumber ?? null,
    provider,
    planName,
    startDate: start ? formatIsoDate(start) : null,
    startText,
    basis: input.basis,
    vatNote,
    services: {
      downloadMbps: plan.speed_down,
      uploadMbps: plan.speed_up,
      homePhone: homePhone !== undefined,
      extras,
    },
    contract: { months, lengthText },
    price: {
      monthly,
      monthlyText: poundsAndPence(monthly),
      setUpFee,
      setUpFeeText: poundsAndPence(setUpFee),
      annualIncrease,
      annualIncreaseText: annualIncrease > 0 ? poundsAndPence(annualIncrease) : null,
      firstIncreaseMonth: firstIncrease?.firstMonth ?? null,
      periods,
      total: figures.total,
      totalText,
      totalIsMaximum: figures.totalIsMaximum,
      totalStatement,
      oneOffCredit: figures.oneOffCredit,
      vat,
    },
    promotions: promotionLines,
    earlyExit: { maximum: months === 0 ? 0 : maximumExit, text: earlyExitText },
    coolingOffText,
    accessibilityText: ACCESSIBILITY_TEXT,
    sections,
  };
}

/** '23 November 2026'. */
export const formatDate: (date: CalendarDate) => string = longDate;
