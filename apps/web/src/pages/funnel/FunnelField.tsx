import { useId, type InputHTMLAttributes } from 'react';

interface FunnelFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  error?: string;
  onValueChange?: (value: string) => void;
}

/** A labelled input with its validation message beneath, tied to it for screen readers. */
export function FunnelField({ label, error, onValueChange, ...inputProps }: FunnelFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className={error ? 'field__input field__input--invalid' : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
