import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicts
 * between utilities (that costs about 7 KB of JavaScript on every page):
 * components never pass two classes for the same property, and a look a
 * caller needs that a component does not offer becomes a variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
