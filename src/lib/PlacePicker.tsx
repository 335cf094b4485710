import { useEffect, useId, useRef, useState } from 'react';
import { InputGroup, type Intent } from '@blueprintjs/core';
import { ENDPOINTS } from '../contract/endpoints';
import type { Language } from '../i18n/language';
import { wordsIn } from '../i18n/words';
import { libWords } from './words';
import { apiData } from '../streams/http';
import './placePicker.css';

/** One place the picker offers (GET /api/Port/Suggest, src/contract/refdata/calls.ts). */
export interface PlaceOption {
  Code: string;
  NameZh: string;
  NameEn: string;
  CountryCode: string;
  CountryName: string;
  Group?: string;
  GroupName?: string;
  Ambiguous: boolean;
}

export interface PlacePickerProps {
  id: string;
  /** The code as stored. */
  value: string;
  /** Typed without picking: kept as typed (nothing a person typed is lost). */
  onType(code: string): void;
  /** A place picked from the list. */
  onPick(place: PlaceOption): void;
  onBlur?(): void;
  lang: Language;
  intent?: Intent;
  /** Ports only (POL, POD, via) or any location (places of receipt and delivery). */
  kind?: 'SEAPORT' | 'ANY';
  placeholder?: string;
}

/** How an option reads: code, the name in the reader's language with the other, the country where a name is shared, the group that brought it. */
export function placeText(p: PlaceOption, lang: Language): string {
  const w = wordsIn(libWords, lang);
  const names = w.placeNames(p.NameZh, p.NameEn);
  const country = p.Ambiguous || p.CountryCode !== 'CN' ? ` · ${p.CountryName}` : '';
  const group = p.GroupName ? w.inPortGroup(p.GroupName, p.Group ?? '') : '';
  return `${p.Code}  ${names}${country}${group}`;
}

/**
 * The one port picker (commercial.md §1.6): type a code, 中文, pinyin or its initials (`nb` →
 * 宁波), English, a superseded code or a city with a port group (深圳 offers 盐田 / 蛇口 / 赤湾);
 * the server ranks (Port/Suggest). A combobox for the keyboard: arrows move, Enter picks, Escape
 * closes; what is typed without picking stays as typed.
 */
export function PlacePicker({ id, value, onType, onPick, onBlur, lang, intent, kind = 'ANY', placeholder }: PlacePickerProps) {
  const [text, setText] = useState(value);
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const asked = useRef(0);
  const listId = useId();
  // the stored value changed elsewhere (a template, a reload): show it
  useEffect(() => setText(value), [value]);

  const ask = (q: string) => {
    const mine = ++asked.current;
    if (!q.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    setTimeout(async () => {
      if (mine !== asked.current) return; // a newer keystroke asks instead
      try {
        const found = await apiData<PlaceOption[]>('GET', `${ENDPOINTS.portSuggest}?Q=${encodeURIComponent(q)}&Kind=${kind}&Limit=8`);
        if (mine !== asked.current) return;
        setOptions(found);
        setActive(0);
        setOpen(found.length > 0);
      } catch {
        if (mine === asked.current) setOpen(false); // the list is a help: typing goes on without it
      }
    }, 80);
  };
  const pick = (p: PlaceOption) => {
    asked.current += 1;
    setText(p.Code);
    setOpen(false);
    onPick(p);
  };

  return (
    <div className="place-picker">
      <InputGroup
        id={id}
        value={text}
        intent={intent}
        placeholder={placeholder}
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
      {open && (
        <div className="place-picker__list" id={listId} role="listbox">
          {options.map((p, i) => (
            <div
              key={p.Code}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'place-picker__option place-picker__option--active' : 'place-picker__option'}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(p);
              }}
            >
              {placeText(p, lang)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
