import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../utils/cn';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-lg shadow-cyan-500/10',
  accent: 'bg-accent text-accent-foreground hover:bg-amber-300 shadow-lg shadow-amber-500/10',
  secondary: 'bg-surface-raised text-foreground hover:bg-border',
  outline: 'border border-border-strong text-foreground hover:border-primary hover:text-primary',
  ghost: 'text-muted hover:bg-surface-raised hover:text-foreground',
  danger: 'bg-danger text-background hover:bg-red-300',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-11 w-11',
};

/** The button look, for <button>s and for links that should look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
