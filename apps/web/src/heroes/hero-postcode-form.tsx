import { SITE_PATHS } from '@fibre/domain/site-paths';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/link-button';
import { PostcodeInput } from '@/components/ui/postcode-input';

/** The checker's words on a dark hero or a light one. */
export function heroTextClass(tone: 'dark' | 'light'): string {
  return tone === 'dark' ? 'text-white' : 'text-brand-900';
}

export interface HeroPostcodeFormProps {
  label: string;
  textClass: string;
  inputId: string;
  postcode: string;
  onPostcodeChange: (postcode: string) => void;
  onFocusChange?: (focused: boolean) => void;
  /** The live checker's search; without it the browser sends the search to the address finder. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  status: string;
  /** The address list, once a search found some. */
  children?: ReactNode;
}

/**
 * What the heroes' postcode checker draws before a search: the same for the live checker
 * (hero-postcode-checker.client.tsx) and the stand-in drawn until its code has loaded
 * (hero-postcode-checker.lazy.tsx), so nothing moves when one replaces the other (decision 0657).
 */
export function HeroPostcodeForm({
  label,
  textClass,
  inputId,
  postcode,
  onPostcodeChange,
  onFocusChange,
  onSubmit,
  busy,
  status,
  children,
}: HeroPostcodeFormProps) {
  return (
    <div className="w-full max-w-xl">
      {/* Before the page comes to life the browser sends the search to the address finder. */}
      <form onSubmit={onSubmit} action={SITE_PATHS.addressFinder} method="get" aria-busy={busy}>
        <label htmlFor={inputId} className={`block text-base font-semibold ${textClass}`}>
          {label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <PostcodeInput
            id={inputId}
            value={postcode}
            onValueChange={onPostcodeChange}
            onFocus={onFocusChange && (() => onFocusChange(true))}
            onBlur={onFocusChange && (() => onFocusChange(false))}
            placeholder="Enter your postcode"
            required
            className="min-h-12 w-full rounded-md border-2 border-slate-500 bg-white px-4 text-lg uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-600 sm:flex-1"
          />
          <Button type="submit" className="sm:w-40">
            Search
          </Button>
        </div>
      </form>
      <p role="status" className={`mt-3 min-h-6 ${textClass}`}>
        {status}
      </p>
      {children}
    </div>
  );
}
