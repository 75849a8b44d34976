// The optional address with suggestions (spec section 4): a combobox whose list opens on focus or
// typing, from 3 characters, and closes on a click outside it or when a suggestion is chosen.
import LoaderCircle from 'lucide-react/icons/loader-circle';
import MapPin from 'lucide-react/icons/map-pin';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ADDRESS_MAX_LENGTH, LOOKUP_MIN_LENGTH } from '../../../../../shared/schemas/account-fields';
import type { AddressSuggestion } from '../../../../../shared/schemas/address';
import { cn } from '../../../utils/cn';
import { useAddressSuggestions } from '../api/lookup-address';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { inputClasses } from '../../../components/form/field-classes';
import { FieldShell } from '../../../components/form/field-shell';

/** Under the field, and under its stand-in in the profile's frame. */
export const ADDRESS_HINT = 'Start typing your street or postcode to see suggestions.';

/** A short pause so a lookup goes out per word typed, not per key. */
const LOOKUP_DEBOUNCE_MS = 250;

function emptyListText(lookup: { isFetching: boolean; isPending: boolean; isError: boolean }): string {
  if (lookup.isFetching || lookup.isPending) return 'Looking up addresses...';
  if (lookup.isError) return 'Suggestions are unavailable just now. Type your address in full.';
  return 'No matching addresses. Type your address in full.';
}

export interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  label?: string;
}

export function AddressField({ value, onChange, onBlur, error, label = 'Address' }: AddressFieldProps) {
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, LOOKUP_DEBOUNCE_MS);
  const lookup = useAddressSuggestions(query);
  const longEnough = value.trim().length >= LOOKUP_MIN_LENGTH;
  const suggestions: readonly AddressSuggestion[] = longEnough ? (lookup.data ?? []) : [];
  const showList = open && longEnough;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  useEffect(() => setActive(-1), [lookup.data, longEnough]);

  const choose = (suggestion: AddressSuggestion) => {
    onChange(suggestion.description);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <FieldShell label={label} optional error={error} hint={ADDRESS_HINT}>
      {({ id, describedBy }) => (
        <div ref={containerRef} className="relative">
          <input
            id={id}
            name="address"
            value={value}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-describedby={describedBy}
            aria-invalid={error !== undefined}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
            }}
            onBlur={() => {
              // Tabbing away closes the list too; choosing with the pointer keeps focus (see the options).
              setOpen(false);
              onBlur();
            }}
            onKeyDown={onKeyDown}
            className={inputClasses(error !== undefined, 'pr-10')}
          />
          <span className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-center text-subtle" aria-hidden="true">
            {lookup.isFetching && showList ? <LoaderCircle className="h-4 w-4 animate-spin" /> : <MapPin className="h-4 w-4" />}
          </span>
          <div
            hidden={!showList}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-border-strong bg-surface-raised p-1 shadow-2xl shadow-black/50"
          >
            <ul id={listId} role="listbox" aria-label="Address suggestions">
              {suggestions.map((suggestion, index) => (
                <li
                  key={`${suggestion.description}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps focus in the input, so choosing does not count as leaving the field first.
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                  onPointerEnter={() => setActive(index)}
                  className={cn('cursor-pointer rounded-lg px-3 py-2', index === active && 'bg-border')}
                >
                  <span className="block text-sm font-semibold text-foreground">{suggestion.structured_formatting.main_text}</span>
                  <span className="block text-xs text-muted">{suggestion.structured_formatting.secondary_text}</span>
                </li>
              ))}
            </ul>
            {suggestions.length === 0 ? <p className="px-3 py-2 text-sm text-muted">{emptyListText(lookup)}</p> : null}
          </div>
        </div>
      )}
    </FieldShell>
  );
}
