import { romeDay } from '../../app/romeDay';
import type { BoundField } from '../../components/AddressFields';
import { TextField } from '../../components/TextField';

export interface RegisterDateFieldProps extends BoundField {
  label: string;
  hint?: string;
  /** The first day allowed (YYYY-MM-DD), when the day has one (an end after its start) */
  min?: string;
}

/**
 * A day the register records (a start, an end, a birth): it writes down what happened, so the
 * field stops at today in Rome, the day the server checks against.
 */
export function RegisterDateField({ label, hint, min, ...bound }: RegisterDateFieldProps) {
  return <TextField label={label} type="date" min={min} max={romeDay()} hint={hint} {...bound} />;
}
