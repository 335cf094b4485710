import { useEffect, useId, useRef, useState } from 'react';
import { InputGroup, type Intent } from '@blueprintjs/core';
import { lastCodeStart } from './codeList';
import './placePicker.css';

export interface SuggestPickerProps<T extends { Code: string }> {
  id: string;
  /** The code (or, with `multiple`, the list of codes) as stored. */
  value: string;
  /** Typed without picking: kept as typed (nothing a person typed is lost). */
  onType(text: string): void;
  /** An option picked from the list; with `multiple`, the whole new text is passed to onType too. */
  onPick?(option: T): void;
  onBlur?(): void;
  intent?: Intent;
  placeholder?: string;
  disabled?: boolean;
  /** The server's ranked options for what is typed (Port/Suggest, Carrier/Suggest). */
  suggest(query: string): Promise<T[]>;
  /** How an option reads in the list. */
  optionText(option: T): string;
  /** A list of codes (`CNSHA, CNNGB`): the last one is asked about, a pick replaces it and adds a separator. */
  multiple?: boolean;
  /** With `multiple`: where the item being typed starts (codes part at commas and spaces by default). */
  itemStart?(text: string): number;
}

/**
 * The options for what is typed (in a list, for the item being typed): asked a moment after the
 * last keystroke, an answer to an older keystroke dropped; a failed ask only closes the list.
 */
function useSuggestions<T>(suggest: (q: string) => Promise<T[]>, multiple: boolean | undefined, itemStart: (text: string) => number) {
  const [options, setOptions] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const asked = useRef(0);
  const ask = (typed: string) => {
    const q = multiple ? typed.slice(itemStart(typed)) : typed;
    const mine = ++asked.current;
    if (!q.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    setTimeout(async () => {
      if (mine !== asked.current) return; // a newer keystroke asks instead
      try {
        const found = await suggest(q.trim());
        if (mine !== asked.current) return;
        setOptions(found);
        setActive(0);
        setOpen(found.length > 0);
      } catch {
        if (mine === asked.current) setOpen(false); // the list is a help: typing goes on without it
      }
    }, 80);
  };
  return { options, open, setOpen, active, setActive, asked, ask };
}

/** The options as a listbox; a press picks (mousedown, so the input keeps the focus). */
function SuggestOptions<T extends { Code: string }>({
  listId,
  options,
  active,
  optionText,
  onPick,
}: {
  listId: string;
  options: T[];
  active: number;
  optionText(o: T): string;
  onPick(o: T): void;
}) {
  return (
    <div className="place-picker__list" id={listId} role="listbox">
      {options.map((o, i) => (
        <div
          key={o.Code}
          id={`${listId}-${i}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          className={i === active ? 'place-picker__option place-picker__option--active' : 'place-picker__option'}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(o);
          }}
        >
          {optionText(o)}
        </div>
      ))}
    </div>
  );
}

/**
 * The one combobox behind the code pickers (PlacePicker, CarrierPicker): what is typed goes to the
 * server, which ranks the options; arrows move, Enter picks, Escape closes; a click picks. What is
 * typed without picking stays as typed, so a code the list does not know is still sent and the
 * server says why it refuses it.
 */
export function SuggestPicker<T extends { Code: string }>(props: SuggestPickerProps<T>) {
  const { id, value, onType, onPick, onBlur, intent, placeholder, disabled, suggest, optionText, multiple, itemStart = lastCodeStart } = props;
  const [text, setText] = useState(value);
  const { options, open, setOpen, active, setActive, asked, ask } = useSuggestions(suggest, multiple, itemStart);
  const listId = useId();
  // the stored value changed elsewhere (a template, a reload): show it
  useEffect(() => setText(value), [value]);

  const pick = (o: T) => {
    asked.current += 1;
    setOpen(false);
    if (multiple) {
      const next = `${text.slice(0, itemStart(text))}${o.Code}, `;
      setText(next);
      onType(next);
    } else setText(o.Code);
    onPick?.(o);
  };

  return (
    <div className="place-picker">
      <InputGroup
        id={id}
        value={text}
        intent={intent}
        placeholder={placeholder}
        disabled={disabled}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onValueChange={(v) => {
          setText(v);
          onType(v);
          ask(v);
        }}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter' && options[active]) pick(options[active]!);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
          e.stopPropagation();
        }}
        onBlur={() => {
          // a click on an option lands first (mousedown keeps the focus)
          setOpen(false);
          onBlur?.();
        }}
      />
      {open && <SuggestOptions listId={listId} options={options} active={active} optionText={optionText} onPick={pick} />}
    </div>
  );
}
