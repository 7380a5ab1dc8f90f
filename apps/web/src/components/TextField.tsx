import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
}

export function TextField({ label, onValueChange, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} className="field__input" onChange={(e) => onValueChange(e.target.value)} {...inputProps} />
    </div>
  );
}
