import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a caller's Tailwind class override a component default. */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));
