export const desktopLinkClass =
  'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:bg-surface-raised hover:text-foreground';
export const desktopActiveClass = 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary';
/** The header's end: the call button, the account menus and the menu button. */
export const headerEndClass = 'ml-auto flex items-center gap-1.5';
