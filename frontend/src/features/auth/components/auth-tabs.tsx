// The Login / Register tab list (WAI-ARIA tabs: arrow keys move between them, activation follows focus).
import type { KeyboardEvent } from 'react';
import { cn } from '../../../utils/cn';
import type { AuthTab } from '../utils/auth-tab';

const tabs: readonly { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
];

export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const panelId = (tab: AuthTab) => `auth-panel-${tab}`;

export function AuthTabs({ selected, onSelect }: { selected: AuthTab; onSelect: (tab: AuthTab) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!.id;
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  };

  return (
    <div role="tablist" aria-label="Sign in or register" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-background p-1">
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold transition-colors',
              active ? 'bg-primary text-primary-foreground shadow' : 'text-muted hover:bg-surface-raised hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
