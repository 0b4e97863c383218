import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  /** Shown but not yet editable (a server-drawn form before hydration). */
  readOnly?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  helperText?: ReactNode;
  error?: boolean;
  /** Marked with the asterisk before anything is sent, so nobody learns it by failing. */
  required?: boolean;
  /** The phone's keyboard for the field ('decimal': digits and a comma). */
  inputProps?: { inputMode?: 'decimal' | 'numeric' };
}

/**
 * An outlined text field as MUI's TextField draws it, built from its parts. TextField also
 * supports `select`, so it brings MUI's Select, Menu, Popover and Modal along (about 12 KB gzip);
 * the public game page, which a guest opens on a phone, uses this one instead.
 */
export function TextInput({
  label,
  type = 'text',
  fullWidth = false,
  size = 'medium',
  helperText,
  error = false,
  disabled = false,
  required = false,
  ...input
}: TextInputProps) {
  const id = useId();
  // a date field always has a value to show (its placeholder), so its label stays above it
  const shrink = type === 'date' ? true : undefined;
  return (
    <FormControl fullWidth={fullWidth} size={size} error={error} disabled={disabled} required={required} variant="outlined">
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} type={type} label={label} notched={shrink} aria-describedby={helperText ? `${id}-helper` : undefined} {...input} />
      {helperText ? <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
