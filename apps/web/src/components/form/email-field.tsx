import { TextField, type TextFieldProps } from './text-field';

/**
 * An e-mail address box the GOV.UK way: `type="email"` for the phone's @ keyboard, the browser's
 * own address to fill it, and no spell-checking of a name it cannot know.
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" spellCheck={false} {...props} />;
}
