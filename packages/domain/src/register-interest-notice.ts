import { PACKAGE_TYPE_LABELS, type PackageType } from './constants';
import type { RegisterInterestBody } from './schemas/register-interest';

/**
 * The register-interest notice's template fields (content-and-api.md §7 'Third-party calls': the
 * register-interest form also submits to the e-mail sending service, decision 0375). All text, as a
 * form posts them to /api/v1.0/email/send-form: the person, the address, their marketing answer,
 * the package type they chose in the pre-order hero (its words; empty when none was chosen) and the
 * customer code the provider answered, so the notice can be matched to the provider's record.
 */
export interface RegisterInterestNoticeFields extends Record<string, string> {
  contact_title: string;
  contact_name: string;
  contact_surname: string;
  email: string;
  phone: string;
  marketing: 'YES' | 'NO';
  address: string;
  postcode: string;
  /** Empty for an address the network does not know by uprn (a plot). */
  uprn: string;
  /** 'Broadband only' or 'Broadband and phone'; empty when the form offered no choice. */
  package_type: string;
  customer_code: string;
}

export function registerInterestNoticeFields(
  body: RegisterInterestBody,
  customerCode: string,
  packageType: PackageType | undefined,
): RegisterInterestNoticeFields {
  return {
    contact_title: body.contact_title,
    contact_name: body.contact_name,
    contact_surname: body.contact_surname,
    email: body.email,
    phone: body.phone,
    marketing: body.marketing,
    address: body.address,
    postcode: body.postcode,
    uprn: body.uprn ?? '',
    package_type: packageType === undefined ? '' : PACKAGE_TYPE_LABELS[packageType],
    customer_code: customerCode,
  };
}
