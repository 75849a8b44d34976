// Styled Radix dropdown menu parts (keyboard navigation, focus return and Esc come from Radix).
import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';

export const DropdownMenu = DropdownPrimitive.Root;
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;
export const DropdownMenuGroup = DropdownPrimitive.Group;

export interface DropdownMenuContentProps extends ComponentProps<typeof DropdownPrimitive.Content> {
  /** Render into document.body (default). Menus in the header stay inline, inside its landmark. */
  portal?: boolean;
}

export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', portal = true, ...props }: DropdownMenuContentProps) {
  const content = (
    <DropdownPrimitive.Content
      sideOffset={sideOffset}
      align={align}
      className={cn(
        'z-50 min-w-56 overflow-hidden rounded-xl border border-border-strong bg-surface-raised p-1.5 text-foreground shadow-2xl shadow-black/50',
        'data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
  return portal ? <DropdownPrimitive.Portal>{content}</DropdownPrimitive.Portal> : content;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Item>) {
  return (
    <DropdownPrimitive.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-foreground outline-none select-none',
        'data-[highlighted]:bg-border data-[highlighted]:text-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Label>) {
  return <DropdownPrimitive.Label className={cn('px-2.5 py-2 text-xs font-semibold tracking-wide text-subtle uppercase', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Separator>) {
  return <DropdownPrimitive.Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}
