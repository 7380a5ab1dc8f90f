import { useId, useState, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n/LanguageContext';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
  hint?: string;
}

/** A password input with a show/hide toggle whose name never equals the field's label. */
export function PasswordField({ label, onValueChange, hint, ...inputProps }: PasswordFieldProps) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__input"
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onValueChange(e.target.value)}
          {...inputProps}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? t('dashboard.password.hideLabel') : t('dashboard.password.showLabel')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('dashboard.password.hide') : t('dashboard.password.show')}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
