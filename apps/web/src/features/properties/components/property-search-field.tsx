import { useId } from 'react';
import { SearchIcon } from '@/shared/ui/icons';
import classes from './property-search-field.module.css';

interface PropertySearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The list's search box: a labelled native search input that looks like the kit's TextInput
 * without loading the kit's input machinery before the list's first paint (decision 0051).
 */
export function PropertySearchField({ label, placeholder, value, onChange }: PropertySearchFieldProps) {
  const id = useId();
  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.field}>
        <div className={classes.icon}>
          <SearchIcon size={16} />
        </div>
        <input
          id={id}
          type="search"
          className={classes.input}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    </div>
  );
}
