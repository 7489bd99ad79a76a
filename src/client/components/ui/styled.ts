import { type ComponentProps, createElement, type ElementType } from 'react';
import { cn } from './cn';

/**
 * A component (a radix part) wearing the kit's classes; a `className` given to it is merged
 * over them with cn(), so a screen can adjust one part without restating the rest.
 */
export function styled<C extends ElementType>(Component: C, base: string) {
  return (props: ComponentProps<C>) =>
    createElement(Component, { ...props, className: cn(base, (props as { className?: string }).className) });
}
