import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { IconButton } from './IconButton';
import { MoreIcon } from './icons';
import { theme } from '../app/theme';

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

/** Stays highlighted while its menu is open. */
const Trigger = styled(IconButton)`
  &[aria-expanded='true'] {
    background: ${theme.colors.primaryLight};
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 20;
  min-width: 200px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.raised};
`;

const itemStyles = css<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 10px 16px;
  border: none;
  background: none;
  color: ${({ $danger }) => ($danger ? theme.colors.error : theme.colors.text)};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${theme.colors.primaryLight};
  }
`;

const ItemButton = styled.button<{ $danger?: boolean }>`
  ${itemStyles}
`;

const ItemLink = styled(Link)<{ $danger?: boolean }>`
  ${itemStyles}
`;

export interface ActionMenuItem {
  id: string;
  label: string;
  /** A link (navigation) … */
  to?: string;
  /** … or an action */
  onSelect?: () => void;
  danger?: boolean;
}

export interface ActionMenuProps {
  /** Accessible name of the button, e.g. "Opzioni per l'evento «Festa di primavera»" */
  label: string;
  items: readonly ActionMenuItem[];
}

/**
 * A menu button (WAI-ARIA menu pattern): the button opens a list of menu items; arrow keys, Home
 * and End move between them, Escape closes and gives the focus back to the button, and so does
 * choosing an item. A press outside closes it.
 */
export function ActionMenu({ label, items }: ActionMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (item: ActionMenuItem) => {
    close(!item.to);
    item.onSelect?.();
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        <MoreIcon />
      </Trigger>
      {open && (
        <Menu id={`${id}-menu`} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.id} role="none">
              {item.to ? (
                <ItemLink
                  ref={(element: HTMLAnchorElement | null) => {
                    itemRefs.current[index] = element;
                  }}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  $danger={item.danger}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  ref={(element: HTMLButtonElement | null) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  $danger={item.danger}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
}
