import { matchesName } from '@erp/domain';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Affixed, FieldShell, Input, useFieldIds, type FieldBaseProps } from '../internal/field.tsx';
import type { FieldOption } from '../internal/options.ts';
import { POPUP_HEIGHT, popupPlace } from './place.ts';
import { useUiText } from '../text/UiText.tsx';

/** A server search's paging (decision 0612): whether more matches wait, and how to ask for them. */
export interface LookupPaging {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

export interface LookupFieldProps extends FieldBaseProps {
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  options: readonly FieldOption[];
  /** At most this many matches are listed; typing more narrows the list. */
  maxResults?: number;
  /** What the list says when nothing matches; a function words it only once it shows, given the text typed. */
  noMatchesText?: string | ((typed: string) => string);
  /**
   * Searching on the server (a large list): called with the text typed, and with '' when the list opens.
   * The options are then the server's matches, shown as given.
   */
  onQueryChange?: (query: string) => void;
  /** The chosen value's label, for when the options (a search's matches) do not include it. */
  valueLabel?: string;
  /** A search is on its way. */
  loading?: boolean;
  /**
   * The server has more matches than the options: "More" (or scrolling to the end of the list) calls
   * `onMore` for its next page, which the options then include (decision 0612).
   */
  hasMore?: boolean;
  onMore?: () => void;
  /**
   * The text typed may be chosen as a value of its own (a new lot, decision 2086): offered after the matches,
   * under this label of it, unless a match is that value already.
   */
  typedLabel?: (typed: string) => string;
}

/**
 * A picker's words when its list is empty: the declared ones (`LookupDef.noneFound`, translated) when it opened
 * on no records at all, "No matches" when a search found none.
 */
export const noneFoundText =
  (noneFound: string | undefined, noMatches: string) =>
  (typed: string): string =>
    typed === '' && noneFound !== undefined ? noneFound : noMatches;

// Fixed, placed under the input by its on-screen box: a grid cell that scrolls sideways (a child table)
// would otherwise clip the list.
const Popup = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: ${POPUP_HEIGHT}px;
  padding: ${({ theme }) => theme.space(1)};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OptionRow = styled.li<{ $active: boolean }>`
  display: grid;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme, $active }) => ($active ? theme.color.accentText : theme.color.text)};
  background: ${({ theme, $active }) => ($active ? theme.color.accentSubtle : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Description = styled.span<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $active }) => ($active ? theme.color.accentText : theme.color.textMuted)};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const MoreButton = styled.button`
  width: 100%;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.accentText};
  text-align: left;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

/** Scrolled this close (px) to the end of the choices, the next page is asked for. */
const MORE_THRESHOLD = 40;

const SearchIcon = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(2.5)};
  display: inline-flex;
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

/**
 * A searchable list (parties, items): an ARIA combobox whose list keeps the options whose name matches
 * what is typed, ignoring case, commas, dots, brackets, plus signs, hyphens and spaces (spec §5). With
 * `onQueryChange` the server searches (the same rule) and the options are its matches.
 */
export function LookupField(props: LookupFieldProps) {
  const t = useUiText();
  const { options, value, onChange, maxResults = 50, noMatchesText = t('No matches'), onQueryChange } = props;
  const ids = useFieldIds(props);
  const listId = `${useId()}-listbox`;
  // The option chosen last: a server search's next matches may no longer include it.
  const [chosen, setChosen] = useState<FieldOption | null>(null);
  const selected =
    options.find((option) => option.value === value) ??
    (chosen?.value === value ? chosen : null) ??
    (value !== null && props.valueLabel ? { value, label: props.valueLabel } : null);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const anchor = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!open) return undefined;
    const measure = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (box) setPlace(popupPlace(box, window.innerHeight));
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [open]);
  const matches = useMemo(
    () => (query && !onQueryChange ? options.filter((option) => matchesName(option.label, query)) : options),
    [options, query, onQueryChange],
  );
  // The server's pages show whole: "More" adds the next one.
  const found = onQueryChange ? matches : matches.slice(0, maxResults);
  const typed = query?.trim() ?? '';
  const shown =
    props.typedLabel && typed !== '' && !found.some((option) => option.value === typed)
      ? [...found, { value: typed, label: props.typedLabel(typed) }]
      : found;
  const canLoadMore = Boolean(props.hasMore && props.onMore && !props.loading);
  const optionId = (index: number) => `${listId}-${index}`;

  const openList = () => {
    if (!open && query === null) onQueryChange?.('');
    setOpen(true);
  };
  /**
   * The list closed by leaving the field or by Escape: clearing the text clears the choice; text that may be a
   * value of its own is kept (a new lot, offered as "Use ‘…’"); any other unfinished search is dropped.
   */
  const settle = () => {
    if (query !== null && query.trim() === '') onChange(null);
    else if (query !== null && props.typedLabel) {
      onChange(typed);
      setChosen({ value: typed, label: typed });
    }
    setQuery(null);
    setOpen(false);
  };
  const choose = (option: FieldOption) => {
    onChange(option.value);
    // A typed value shows as typed, not under the label that offered it.
    setChosen(option.value === typed && props.typedLabel ? { value: typed, label: typed } : option);
    setQuery(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        openList();
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open) {
      const option = shown[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      settle();
    }
  };

  return (
    <FieldShell props={props} ids={ids}>
      <Affixed ref={anchor}>
        <Input
          id={ids.inputId}
          name={props.name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          value={query ?? selected?.label ?? ''}
          placeholder={props.placeholder ?? t('Type to search')}
          disabled={props.disabled}
          readOnly={props.readOnly}
          aria-required={props.required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          $invalid={ids.invalid}
          style={{ paddingRight: 32 }}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            onQueryChange?.(event.target.value);
          }}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={() => {
            settle();
            props.onBlur?.();
          }}
        />
        <SearchIcon aria-hidden="true">
          <Icon name="search" size={16} />
        </SearchIcon>
        {open ? (
          <Popup
            style={place}
            onScroll={(event) => {
              const box = event.currentTarget;
              if (canLoadMore && box.scrollHeight - box.scrollTop - box.clientHeight < MORE_THRESHOLD)
                props.onMore?.();
            }}
          >
            <List id={listId} role="listbox" aria-label={props.label} aria-busy={props.loading || undefined}>
              {shown.map((option, index) => (
                <OptionRow
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  $active={index === active}
                  // Keep focus in the input: choosing happens on mouse down, before the blur.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {option.label}
                  {option.description ? (
                    <Description $active={index === active}>{option.description}</Description>
                  ) : null}
                </OptionRow>
              ))}
            </List>
            {shown.length === 0 ? (
              <Note>
                {props.loading
                  ? t('Searching…')
                  : typeof noMatchesText === 'function'
                    ? noMatchesText(typed)
                    : noMatchesText}
              </Note>
            ) : null}
            {canLoadMore && shown.length > 0 ? (
              <MoreButton
                type="button"
                tabIndex={-1}
                // Keep focus in the input, as the options do.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => props.onMore?.()}
              >
                {t('More')}
              </MoreButton>
            ) : null}
            {/* The options in hand answer the text typed before: said while the server searches (issue 40). */}
            {props.loading && shown.length > 0 ? <Note>{t('Searching…')}</Note> : null}
            {matches.length > found.length ? (
              <Note>
                {t('{{shown}} of {{total}} shown; type more to narrow', {
                  shown: found.length,
                  total: matches.length,
                })}
              </Note>
            ) : null}
          </Popup>
        ) : (
          <ul id={listId} role="listbox" aria-label={props.label} hidden />
        )}
      </Affixed>
    </FieldShell>
  );
}
