import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../app/theme';

const TabList = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 16px;
  border: none;
  border-bottom: 3px solid ${({ $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${theme.colors.primary};
  }
`;

export interface TabItem {
  id: string;
  label: string;
  /** Shown after the label, e.g. a CountBadge */
  adornment?: React.ReactNode;
  panel: React.ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection; uncontrolled (first tab) when omitted */
  selectedId?: string;
  onSelect?: (id: string) => void;
}

/**
 * WAI-ARIA tabs: role tablist/tab/tabpanel, roving focus with the arrow keys, Home and End; the
 * tab gets selected as it gets focus. Only the selected panel is rendered.
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(tabs[0]?.id);
  const selected = selectedId ?? ownSelected;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string) => {
    setOwnSelected(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const target = tabs[next[event.key]];
    select(target.id);
    refs.current[target.id]?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                refs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
              {tab.adornment}
            </Tab>
          );
        })}
      </TabList>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
