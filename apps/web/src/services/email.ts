/**
 * The e-mail sending service the contact and register-interest forms use (content-and-api.md §7),
 * in both of its forms: JSON to /api/v1.0/email/send, and form data to /api/v1.0/email/send-form.
 * Base URL, public key, service id and template id come from the environment (EMAIL_SERVICE_URL,
 * EMAIL_PUBLIC_KEY, EMAIL_SERVICE_ID, EMAIL_TEMPLATE_ID; the register-interest notice's own
 * template EMAIL_REGISTER_INTEREST_TEMPLATE_ID, decision 0375); locally they point at the stand-in,
 * which writes each accepted message to its outbox (decision 0320).
 */

/** The version of the service's browser library the spec says is sent (§9). */
export const EMAIL_LIB_VERSION = '3.6.2';
const EMAIL_PATHS = { send: '/api/v1.0/email/send', sendForm: '/api/v1.0/email/send-form' } as const;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface EmailServiceConfig {
  baseUrl: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** What the service answered: success is status 200 or the text 'OK'. */
export interface EmailSendResult {
  status: number;
  text: string;
}

/** A refusal or failure: the service's status and text (0 when it could not be reached). */
export class EmailSendError extends Error {
  override readonly name: string = 'EmailSendError';
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`The e-mail service answered ${status}: ${text}`);
  }
}

export interface SendOptions {
  /** A form's own template (the contact form configuration's emailTemplate); the configured one by default. */
  templateId?: string;
  signal?: AbortSignal;
}

/** Template parameters: the form's values, text or numbers (booleans as the service's library sends them). */
export type TemplateParams = Record<string, string | number | boolean | null>;

/** The service cannot be used at all: a setting it needs is missing, so nothing was sent. */
export class EmailSettingsError extends EmailSendError {
  override readonly name = 'EmailSettingsError';
}

function requireSettings(publicKey: string, serviceId: string, templateId: string): void {
  // The service's library words; nothing is sent without all three.
  if (publicKey.trim() === '') throw new EmailSettingsError(0, 'The public key is required');
  if (serviceId.trim() === '') throw new EmailSettingsError(0, 'The service ID is required');
  if (templateId.trim() === '') throw new EmailSettingsError(0, 'The template ID is required');
}

function isPlainFields(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return (
    (proto === Object.prototype || proto === null) &&
    Object.values(value).every((field) => typeof field === 'string')
  );
}

export function createEmailService(config: EmailServiceConfig) {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function post(path: string, init: RequestInit, signal?: AbortSignal): Promise<EmailSendResult> {
    const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        method: 'POST',
        redirect: 'error',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new EmailSendError(
        0,
        error instanceof Error ? error.message : 'The e-mail service could not be reached',
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status === 200 || text === 'OK') return { status: response.status, text };
    throw new EmailSendError(response.status, text || response.statusText);
  }

  return {
    /** JSON form: the template's parameters. */
    send(templateParams: TemplateParams, options: SendOptions = {}): Promise<EmailSendResult> {
      const templateId = options.templateId ?? config.templateId;
      requireSettings(config.publicKey, config.serviceId, templateId);
      const body = {
        lib_version: EMAIL_LIB_VERSION,
        user_id: config.publicKey,
        service_id: config.serviceId,
        template_id: templateId,
        template_params: templateParams,
      };
      return post(
        EMAIL_PATHS.send,
        { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        options.signal,
      );
    },

    /**
     * Form-data form: the form's fields plus the library version and the keys. Anything but a
     * FormData or an object of text fields is refused, as the library refuses what is not a form.
     */
    sendForm(form: FormData | Record<string, string>, options: SendOptions = {}): Promise<EmailSendResult> {
      const templateId = options.templateId ?? config.templateId;
      requireSettings(config.publicKey, config.serviceId, templateId);
      if (!(form instanceof FormData) && !isPlainFields(form)) {
        throw new EmailSendError(0, 'The form must be form data or an object of text fields');
      }
      const data = new FormData();
      const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
      for (const [name, value] of entries) data.append(name, value);
      data.set('lib_version', EMAIL_LIB_VERSION);
      data.set('service_id', config.serviceId);
      data.set('template_id', templateId);
      data.set('user_id', config.publicKey);
      return post(EMAIL_PATHS.sendForm, { body: data }, options.signal);
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
