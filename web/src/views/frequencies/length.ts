// How the frequencies view writes a wavelength and a cycle count: small and
// light, for the figures, the chapter's values and the first-paint frame.
import { fixed, grouped, significant } from '../../ui/format.js';

/** Wavelengths in positions: one decimal, exponent form when huge. */
export function lengthText(value: number): string {
  return Math.abs(value) < 1e9 ? fixed(value, 1) : significant(value, 4);
}

/** "12.34 cycles", "1,234 cycles": how many periods fit in positions 0 .. n-1. */
export function cyclesText(cycles: number): string {
  return cycles >= 100 ? grouped(cycles) : fixed(cycles, cycles >= 10 ? 1 : 2);
}
