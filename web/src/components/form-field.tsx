import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FormikProps } from 'formik';

type FieldProps<Values> = { form: FormikProps<Values>; name: keyof Values & string } & Omit<TextFieldProps, 'name' | 'form'>;

/** A formik-bound text field that shows the shared schema's Turkish message once the field was touched. */
export function FormField<Values>({ form, name, helperText, ...props }: FieldProps<Values>) {
  const touched = form.touched[name];
  const error = touched ? (form.errors[name] as string | undefined) : undefined;
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      value={(form.values[name] as string | undefined) ?? ''}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={Boolean(error)}
      fullWidth
      {...props}
      // after the props: a field's own hint (even an empty one) must not hide its error
      helperText={error ?? helperText}
    />
  );
}

export function PasswordField<Values>(props: FieldProps<Values>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? 'Şifreyi gizle' : 'Şifreyi göster'} onClick={() => setVisible((shown) => !shown)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
