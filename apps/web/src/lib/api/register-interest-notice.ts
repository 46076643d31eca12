import type { PackageType } from '@fibre/domain/constants';
import { registerInterestNoticeFields } from '@fibre/domain/register-interest-notice';
import type { RegisterInterestBody } from '@fibre/domain/schemas/register-interest';
import { REGISTER_INTEREST_MESSAGES } from '@fibre/domain/schemas/register-interest';
import { EmailSendError, EmailSettingsError } from '../../services/email';
import type { RouteDeps } from './route-deps';

/**
 * The register-interest notice to the e-mail sending service (content-and-api.md §7 'Third-party
 * calls', decision 0375): the form's fields, the chosen package type and the provider's customer
 * code, posted as form data with the notice's own template. Sent after the provider registered the
 * interest, the system of record, and best effort: a refusal or failure is logged by status and
 * text with the customer code only (never the person's details), and never thrown.
 */
export async function sendRegisterInterestNotice(
  deps: Pick<RouteDeps, 'email'>,
  notice: { body: RegisterInterestBody; customerCode: string; packageType: PackageType | undefined },
): Promise<void> {
  const fields = registerInterestNoticeFields(notice.body, notice.customerCode, notice.packageType);
  try {
    await deps.email.sendForm(fields, { templateId: deps.email.registerInterestTemplateId });
  } catch (error) {
    if (error instanceof EmailSettingsError) {
      // §5 'missing mail service': the service has no usable settings, so nothing was sent.
      console.error(
        `Register interest: ${REGISTER_INTEREST_MESSAGES.missingEmailService} (${error.text}); no notice for customer ${notice.customerCode}`,
      );
      return;
    }
    const detail = error instanceof EmailSendError ? `${error.status} ${error.text}` : String(error);
    console.error(
      `Register interest: the e-mail service refused the notice for customer ${notice.customerCode} (${detail})`,
    );
  }
}
