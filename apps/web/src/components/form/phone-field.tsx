import { TextField, type TextFieldProps } from './text-field';

/** A telephone number box the GOV.UK way: `type="tel"` for the phone's number pad, and the browser's own number to fill it. */
export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}
